// "What does X mean": entries, rule-made forms, number and calendar words, misspellings.
import { describe, expect, it } from 'vitest';
import { ask } from './ask.ts';

describe('what X means', () => {
  it.each([
    'what does inka mean',
    'What does "inka" mean?',
    'whats inka',
    'what is inka',
    'inka meaning',
    'meaning of inka',
    'inka',
    'INKA',
    'what dose inka mean',
    'what is inka in english',
    'define inka',
  ])('%s → cow', (question) => {
    const answer = ask(question);
    expect(answer.response).toContain('cow');
    expect(answer.word).toBe('inka');
    expect(answer.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('knows plural and verb forms', () => {
    expect(ask('what does abantu mean').response).toMatch(/plural of "umuntu"/);
    expect(ask('what does nakoze mean').response).toContain('I worked');
    expect(ask('what does ntibakora mean').response).toContain('they do not work');
  });

  it('knows number words', () => {
    // Not a lexicon entry of the fixture: the number rules read it.
    expect(ask('what does mirongo itatu mean').response).toContain('30');
  });

  it('knows CLDR calendar words', () => {
    expect(ask('what does Mutarama mean').response).toContain('January');
    expect(ask('how do you say Monday').word).toBe('Kuwa mbere');
  });

  it('finds a misspelt Kinyarwanda word with a lower confidence', () => {
    const answer = ask('what does injangwee mean');
    expect(answer.response).toContain('cat');
    expect(answer.confidence).toBeLessThan(0.7);
  });
});
