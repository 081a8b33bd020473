import { describe, expect, it } from 'vitest';
import { addToHistory, type HistoryEntry, historyText } from './history.ts';
import { otherWordings } from './translation-details.ts';

const entry = (n: number): HistoryEntry => ({
  id: `t${n}`,
  original: `text ${n}`,
  translated: `translation ${n}`,
  direction: 'en-rw',
  method: 'exact',
});

describe('translation history (docs/product.md §9)', () => {
  it('keeps the newest 5, newest first', () => {
    let history: HistoryEntry[] = [];
    for (let n = 1; n <= 7; n++) history = addToHistory(history, entry(n));
    expect(history.map((e) => e.id)).toEqual(['t7', 't6', 't5', 't4', 't3']);
  });

  it('cuts texts to 60 characters with an ellipsis, and leaves shorter ones alone', () => {
    const sixty = 'a'.repeat(60);
    expect(historyText(sixty)).toBe(sixty);
    expect(historyText(`${sixty}b`)).toBe(`${sixty}…`);
    // Characters, not UTF-16 units: an emoji is never split in half.
    expect(historyText('😀'.repeat(61))).toBe(`${'😀'.repeat(60)}…`);
  });
});

describe('otherWordings', () => {
  it('shows each alternative once and never the chosen translation again, whatever its case', () => {
    const response = {
      translated_text: 'Mwaramutse',
      direction: 'en-rw' as const,
      method: 'exact' as const,
      confidence: 0.95,
      alternatives: ['waramutse', 'Mwaramutse', 'Waramutse', ' ', 'bwakeye'],
      glosses: [],
      blocks: [],
      review_text: null,
      audio_url: null,
    };
    expect(otherWordings(response)).toEqual(['waramutse', 'bwakeye']);
  });
});
