export interface Segment {
  text: string;
  isMatch: boolean;
}

/**
 * Splits `text` around every case-insensitive occurrence of `term` so the matches can be marked. Matching is
 * on whole words only when the term starts and ends with a letter, so "ni" does not light up inside "nini".
 */
export function splitHighlight(text: string, term: string | undefined): Segment[] {
  const needle = term?.trim();
  if (!needle) return [{ text, isMatch: false }];
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?<![\\p{L}\\p{M}])${escaped}(?![\\p{L}\\p{M}])`, 'giu');
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({ text: text.slice(last, start), isMatch: false });
    segments.push({ text: match[0], isMatch: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), isMatch: false });
  return segments.length ? segments : [{ text, isMatch: false }];
}
