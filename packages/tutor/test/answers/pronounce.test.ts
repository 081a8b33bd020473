// Pronunciation: syllables, the letters that surprise English speakers, unknown words.
import { describe, expect, it } from 'vitest';
import { ask } from './ask.ts';

describe('pronunciation', () => {
  it.each([
    'how do you pronounce mwaramutse',
    'pronounce Mwaramutse',
    'how is mwaramutse pronounced',
    'pronunciation of mwaramutse',
    'how do i pronouce mwaramutse',
  ])('%s', (question) => {
    const answer = ask(question);
    expect(answer.type).toBe('pronunciation');
    expect(answer.enhanced_pronunciation).toBe('mwa-ra-mu-tse');
    expect(answer.response).toContain('mwa-ra-mu-tse');
  });

  it('explains letters that surprise English speakers', () => {
    expect(ask('how do you pronounce icyumba').response).toMatch(/"cy" sounds like "ch"/);
  });

  it('gives an English word’s Kinyarwanda pronunciation', () => {
    expect(ask('how do you pronounce cow').enhanced_pronunciation).toBe('i-nka');
  });

  it('syllabifies an unknown word from its spelling but is not sure', () => {
    const answer = ask('how do you pronounce gusimbuka');
    expect(answer.enhanced_pronunciation).toBe('gu-si-mbu-ka');
    expect(answer.confidence).toBeLessThan(0.5);
  });
});
