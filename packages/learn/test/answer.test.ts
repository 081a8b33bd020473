// The typed-answer check: what counts as the same answer, as a typo, and as wrong, and the difference shown.
import { describe, expect, it } from 'vitest';
import { checkAnswer, normaliseAnswer } from '../src/answer.ts';

describe('normaliseAnswer', () => {
  it('ignores case, diacritics, apostrophe shapes, spacing and closing punctuation', () => {
    expect(normaliseAnswer('  Café   Crème! ')).toBe('cafe creme');
    expect(normaliseAnswer('n\u2019abana')).toBe("n'abana");
    expect(normaliseAnswer('n\u02BCabana.')).toBe("n'abana");
    expect(normaliseAnswer('Où?')).toBe('ou');
  });
  it('keeps punctuation inside the answer', () => {
    expect(normaliseAnswer('a, b')).toBe('a, b');
  });
});

describe('checkAnswer', () => {
  it('is exact when only case, accents or spacing differ', () => {
    const result = checkAnswer('  MURAKOZE ', 'Murakoze');
    expect(result).toEqual({
      verdict: 'exact',
      expected: 'Murakoze',
      distance: 0,
      diff: [{ kind: 'same', text: 'MURAKOZE' }],
    });
    expect(checkAnswer('resume', 'résumé').verdict).toBe('exact');
  });

  it('is nearly with one wrong letter in a word of four to eight letters, and shows it', () => {
    const result = checkAnswer('murakozi', 'murakoze');
    expect(result.verdict).toBe('nearly');
    expect(result.distance).toBe(1);
    expect(result.diff).toEqual([
      { kind: 'same', text: 'murakoz' },
      { kind: 'extra', text: 'i' },
      { kind: 'missing', text: 'e' },
    ]);
  });

  it('shows a missing and an extra letter', () => {
    expect(checkAnswer('mwaramutse', 'mwaramutse').verdict).toBe('exact');
    expect(checkAnswer('mwaramuse', 'mwaramutse').diff).toEqual([
      { kind: 'same', text: 'mwaramu' },
      { kind: 'missing', text: 't' },
      { kind: 'same', text: 'se' },
    ]);
    // A doubled letter: the first of the two is marked as the extra one.
    expect(checkAnswer('mwaramuttse', 'mwaramutse').diff).toEqual([
      { kind: 'same', text: 'mwaramu' },
      { kind: 'extra', text: 't' },
      { kind: 'same', text: 'tse' },
    ]);
  });

  it('forgives nothing in short words, one edit up to eight letters, two beyond', () => {
    expect(checkAnswer('na', 'ni').verdict).toBe('wrong');
    expect(checkAnswer('amazu', 'amazi').verdict).toBe('nearly');
    expect(checkAnswer('amaz', 'amazi').verdict).toBe('nearly');
    expect(checkAnswer('ama', 'amazi').verdict).toBe('wrong');
    // "mwaramutse" has ten letters: two edits are nearly, three are wrong.
    expect(checkAnswer('mwaramse', 'mwaramutse').verdict).toBe('nearly');
    expect(checkAnswer('mwarase', 'mwaramutse').verdict).toBe('wrong');
  });

  it('takes the tolerance from the caller', () => {
    expect(checkAnswer('amazu', 'amazi', { maxTypos: () => 0 }).verdict).toBe('wrong');
    expect(checkAnswer('na', 'ni', { maxTypos: () => 1 }).verdict).toBe('nearly');
  });

  it('compares with the closest accepted answer', () => {
    const result = checkAnswer('thank yu', ['thanks', 'thank you']);
    expect(result.expected).toBe('thank you');
    expect(result.verdict).toBe('nearly');
    expect(checkAnswer('thanks', ['thanks', 'thank you']).verdict).toBe('exact');
  });

  it('treats an empty answer as wrong, and needs an accepted answer', () => {
    const result = checkAnswer('   ', 'yego');
    expect(result.verdict).toBe('wrong');
    expect(result.diff).toEqual([{ kind: 'missing', text: 'yego' }]);
    expect(() => checkAnswer('x', [])).toThrow(/accepted answer/);
  });

  it('is wrong for a different word', () => {
    const result = checkAnswer('oya', 'yego');
    expect(result.verdict).toBe('wrong');
    expect(result.distance).toBe(4);
  });
});
