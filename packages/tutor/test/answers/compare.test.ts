// Comparisons of two words or phrases.
import { describe, expect, it } from 'vitest';
import { createTutor } from '../../src/index.ts';

describe('comparisons', () => {
  const shipped = createTutor();
  it.each([
    'what is the difference between mwaramutse and mwiriwe',
    'mwaramutse vs mwiriwe',
    'when do i use mwaramutse or mwiriwe',
    'how is good morning different from good evening',
  ])('"%s" shows both, side by side, each with when it is used', (question) => {
    const answer = shipped.answer(question);
    expect(['phrase', 'vocabulary']).toContain(answer.type);
    const lines = answer.response.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toHaveLength(2);
    expect(lines[0]!.toLowerCase()).toContain('mwaramutse');
    expect(lines[1]!.toLowerCase()).toContain('mwiriwe');
    expect(answer.response).toMatch(/midday/);
  });

  it('says when two names are one word, and leaves unknown sides to other readings', () => {
    expect(shipped.answer('is inka the same as cow').response).toMatch(/are the same/);
    expect(shipped.answer('difference between xyzzy and plugh').response).not.toMatch(/side by side/);
  });
});
