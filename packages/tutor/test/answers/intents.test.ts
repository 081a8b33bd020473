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

describe('readings of natural phrasings', () => {
  it('reads the singular, a spelling to choose and a word asked in use', () => {
    expect(readQuestion('What is the singular of abana?').intents[0]).toEqual({
      kind: 'plural',
      subject: 'abana',
      asks: 'singular',
    });
    expect(readQuestion('is it umwana or umwaana?').intents[0]).toEqual({
      kind: 'spelling',
      a: 'umwana',
      b: 'umwaana',
    });
    expect(readQuestion('Use "inka" in a sentence').intents[0]).toEqual({ kind: 'lookup', subject: 'inka' });
    expect(readQuestion('give me an example sentence with amazi').intents[0]).toEqual({
      kind: 'lookup',
      subject: 'amazi',
    });
    expect(readQuestion('When do I use mwiriwe?').intents[0]).toEqual({ kind: 'lookup', subject: 'mwiriwe' });
  });

  it('reads what someone does to you as what they say, and what to say in a situation', () => {
    expect(canonical('what do I say when someone thanks me?')).toBe('what do i say to thank you');
    expect(readQuestion('how should I reply if a friend greets me').intents[0]).toEqual({
      kind: 'reply',
      subject: 'hello',
    });
    expect(readQuestion('What should I say when I meet someone?').intents[0]).toEqual({
      kind: 'situation',
      activity: 'meet someone',
    });
  });

  it('takes the quoted words as the subject when the rest of the sentence is around them', () => {
    expect(readQuestion('Could you translate "I am happy" for me?').intents[0]).toEqual({
      kind: 'how-to-say',
      subject: 'i am happy',
    });
    expect(readQuestion("how do you say 'good night' to my mother").intents[0]).toEqual({
      kind: 'how-to-say',
      subject: 'good night',
    });
    // Without quotes the whole phrase stays the subject.
    expect(readQuestion('translate I am happy for me').intents[0]).toEqual({
      kind: 'how-to-say',
      subject: 'i am happy for me',
    });
  });

  it('asks someone their name or age directly', () => {
    const asked = (question: string) =>
      readQuestion(question).intents.filter((intent) => intent.kind === 'how-to-say');
    expect(asked('How would I ask someone their name?')).toEqual([
      { kind: 'how-to-say', subject: 'what is your name' },
    ]);
    expect(asked("how do I ask someone's age")).toEqual([{ kind: 'how-to-say', subject: 'how old are you' }]);
  });
});
