// Conjugation: tables, one tense when asked, rule forms the tutor is unsure of.
import { describe, expect, it } from 'vitest';
import { ask } from './ask.ts';

describe('conjugation', () => {
  it.each([
    'conjugate gukora',
    'Conjugate "to work"',
    'how do i conjugate gukora',
    'conjugation of gukora',
    'conjugate kora',
  ])('%s', (question) => {
    const answer = ask(question);
    expect(answer.type).toBe('conjugation');
    for (const form of ['ndakora', 'sinkora', 'nakoze', 'nzakora', 'ntibazakora', 'ntidukora']) {
      expect(answer.response).toContain(form);
    }
  });

  it('shows one tense when asked', () => {
    const answer = ask('past tense of kurya');
    expect(answer.response).toContain('nariye');
    expect(answer.response).not.toContain('ndarya');
    expect(ask('kuvuga in the future').response).toContain('tuzavuga');
  });

  it('marks rule forms it is unsure of', () => {
    const answer = ask('conjugate kwiga');
    expect(answer.response).toContain('ndiga*');
    expect(answer.response).toContain('check with a speaker');
  });
});
