// Reading a question: its canonical form (contractions, typos of the frame words) and its intents, most
// specific first.
import { describe, expect, it } from 'vitest';
import { canonical, readQuestion } from '../../src/intents.ts';

describe('canonical questions', () => {
  it('expands contractions and fixes typos of the frame words, not of the subject', () => {
    expect(canonical("What's the word for cow?")).toBe('what is the word for cow');
    expect(canonical('whats inka')).toBe('what is inka');
    expect(canonical("how'd i say dog")).toBe('how do i say dog');
    expect(canonical('hw do u say dog in kinyarwnda')).toBe('how do you say dog in kinyarwanda');
    expect(canonical('how do you pronouce inka')).toBe('how do you pronounce inka');
    expect(canonical('Can you tell me how to say “thank you”?')).toBe('how to say thank you');
    const known = (word: string) => word === 'meat';
    expect(canonical('how do you say meat', known)).toBe('how do you say meat');
  });

  it('reads the intent in the order specific → general', () => {
    expect(readQuestion('plural of inka').intents[0]).toEqual({
      kind: 'plural',
      subject: 'inka',
      asks: 'plural',
    });
    expect(readQuestion('conjugate gukora').intents[0]).toMatchObject({
      kind: 'conjugate',
      subject: 'gukora',
    });
    expect(readQuestion('past tense of kurya').intents[0]).toMatchObject({
      kind: 'conjugate',
      tense: 'past',
    });
    expect(readQuestion('what does inka mean').intents[0]).toEqual({ kind: 'meaning', subject: 'inka' });
    expect(readQuestion('quiz me on animals').intents[0]).toEqual({ kind: 'quiz', subject: 'animals' });
  });
});
