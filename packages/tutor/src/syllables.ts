// Syllable guide ("mwa-ra-mu-tse"). Kinyarwanda syllables are open, (C)(y/w)V: every syllable ends in a
// vowel, and consonant clusters — prenasalised stops (nk, mb, nd), palatals (cy, shy, jy), labialised
// consonants (rw, kw) — always begin the next syllable, so "inka" is i-nka, not in-ka. A long vowel (aa)
// stays in one syllable.
import { normalize } from './normalize.ts';

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

function syllabifyWord(word: string): string {
  const syllables: string[] = [];
  let current = '';
  for (let i = 0; i < word.length; i++) {
    const char = word[i]!;
    current += char;
    if (!VOWELS.has(char)) continue;
    while (word[i + 1] === char) {
      current += char;
      i++;
    }
    syllables.push(current);
    current = '';
  }
  // Loanwords and names can end in a consonant: it closes the last syllable.
  if (current !== '') {
    if (syllables.length === 0) syllables.push(current);
    else syllables[syllables.length - 1] += current;
  }
  return syllables.join('-');
}

/** "Mwaramutse" → "mwa-ra-mu-tse"; phrases keep their word breaks ("a-ma-ku-ru ya-we"). */
export function syllabify(text: string): string {
  return normalize(text)
    .replace(/[^a-z' -]/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => /[a-z]/.test(word))
    .map(syllabifyWord)
    .join(' ');
}
