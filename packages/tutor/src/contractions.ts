// English contractions, in one list: the question reader (intents.ts), the answers and the translator
// (translate/en-rw.ts) expand them before reading English word by word. Apostrophes are optional where learners often drop them
// (dont, im, cant); elsewhere ("its", "were", "ill") the bare spelling is another word and is left alone.

const CONTRACTIONS: [RegExp, string][] = [
  [/\bcan'?t\b/gi, 'cannot'],
  [/\bwon't\b/gi, 'will not'],
  [/\bdon'?t\b/gi, 'do not'],
  [/\bdoesn'?t\b/gi, 'does not'],
  [/n't\b/gi, ' not'],
  [/\bi'?m\b/gi, 'i am'],
  [/\bhow'?d\b/gi, 'how do'],
  [/\b(how|what)'?re\b/gi, '$1 are'],
  [/'re\b/gi, ' are'],
  [/\b(where|who)'?s\b/gi, '$1 is'],
  [/\b(he|she|it|that|what|how|there)'s\b/gi, '$1 is'],
  [/'ll\b/gi, ' will'],
  [/\blet'?s\b/gi, 'let us'],
];

/** Whether a text may hold one of the contractions: an apostrophe, or a word they match without one. */
const MAY_CONTRACT = /['’‘]|\b(?:cant|dont|doesnt|im|howd|howre|whatre|wheres|whos|lets)\b/i;

/** "I'm", "don't", "can't", "where's" → "i am", "do not", "cannot", "where is". */
export function expandContractions(text: string): string {
  if (!MAY_CONTRACT.test(text)) return text;
  let out = text.replace(/[’‘]/g, "'");
  for (const [pattern, replacement] of CONTRACTIONS) out = out.replace(pattern, replacement);
  return out;
}
