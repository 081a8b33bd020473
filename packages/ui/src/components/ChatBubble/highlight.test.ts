import { describe, expect, it } from 'vitest';
import { splitHighlight } from './highlight.ts';

describe('splitHighlight', () => {
  it('marks every whole-word match, ignoring case', () => {
    expect(splitHighlight('Muraho! Say muraho to greet.', 'muraho')).toEqual([
      { text: 'Muraho', isMatch: true },
      { text: '! Say ', isMatch: false },
      { text: 'muraho', isMatch: true },
      { text: ' to greet.', isMatch: false },
    ]);
  });
  it('does not match inside a longer word', () => {
    expect(splitHighlight('nini', 'ni')).toEqual([{ text: 'nini', isMatch: false }]);
  });
  it('handles phrases, accents and regex characters', () => {
    expect(splitHighlight('Say "amakuru?" please', 'amakuru?').filter((s) => s.isMatch)).toEqual([
      { text: 'amakuru?', isMatch: true },
    ]);
    expect(splitHighlight('Café au lait', 'café').filter((s) => s.isMatch)).toHaveLength(1);
  });
  it('returns the text whole without a term', () => {
    expect(splitHighlight('Hello', undefined)).toEqual([{ text: 'Hello', isMatch: false }]);
    expect(splitHighlight('Hello', '  ')).toEqual([{ text: 'Hello', isMatch: false }]);
  });
});
