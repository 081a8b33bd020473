import type { TranslateResponse } from '@vuga/api-client';

/**
 * The alternatives worth showing: the server lists the phrasebook's variants, which often repeat the chosen
 * translation in another case ("Murabeho", "murabeho"); each wording is shown once and never the main one again.
 */
export function otherWordings({ translated_text, alternatives }: TranslateResponse): string[] {
  const key = (text: string) => text.trim().toLocaleLowerCase();
  const seen = new Set([key(translated_text)]);
  const kept: string[] = [];
  for (const alternative of alternatives) {
    const k = key(alternative);
    if (!k || seen.has(k)) continue;
    seen.add(k);
    kept.push(alternative);
  }
  return kept;
}
