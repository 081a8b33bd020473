// Numbers: their words, how sure the tutor is of them, counted nouns, counting.
import { describe, expect, it } from 'vitest';
import { ask } from './ask.ts';

describe('numbers', () => {
  it.each([
    ['how do you say 1,250?', 'igihumbi na magana abiri na mirongo itanu'],
    ['how do you say 5', 'gatanu'],
    ['what is 20 in kinyarwanda', 'makumyabiri'],
    ['how do i say twenty five', 'makumyabiri na gatanu'],
    ['number 8', 'umunani'],
    ['100 in kinyarwanda', 'ijana'],
    ['how do you say 2000', 'ibihumbi bibiri'],
  ])('%s → %s', (question, words) => {
    const answer = ask(question);
    expect(answer.type).toBe('number');
    expect(answer.response).toContain(words);
    // Every part is a reviewed entry of the fixture (test/fixtures/content/lexicon/numbers.yaml).
    expect(answer.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('is unsure of a number whose words nothing reviewed attests', () => {
    // miliyoni is a draft in the fixture; 80 (mirongo inani) is not in it at all.
    for (const [question, words] of [
      ['1000000', 'miliyoni'],
      ['how do you say 80', 'mirongo inani'],
    ]) {
      const answer = ask(question!);
      expect(answer.response).toContain(words);
      expect(answer.response).toContain('Made by rule');
      expect(answer.confidence).toBeLessThan(0.9);
    }
  });

  it('agrees a counted noun', () => {
    expect(ask('how do you say 2 cows').word).toBe('inka ebyiri');
    expect(ask('how do you say three people').word).toBe('abantu batatu');
    expect(ask('how do you say 2 books').word).toBe('ibitabo bibiri');
    expect(ask('how do you say one child').word).toBe('umwana umwe');
  });

  it('counts', () => {
    const answer = ask('count to ten');
    expect(answer.response).toContain('rimwe, 2 kabiri, 3 gatatu');
    expect(answer.response).toContain('10 icumi');
  });

  it('says it stops at a million', () => {
    expect(ask('how do you say 2000000').response).toMatch(/0 to 1,000,000/);
  });
});
