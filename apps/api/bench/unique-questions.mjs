// Questions a learner might type, every one different: the ways people ask (how do I say…, what does… mean,
// plural of…, quoted words, greetings around a question) crossed with every word of the tutor's lexicon, and
// numbers, shuffled with a fixed seed. The chat bench's unique mode sends each once, so neither the answer
// cache nor any memo inside the engine ever sees a question twice: what a burst of new questions costs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiDir } from './processes.mjs';

const english = [
  (w) => `How do I say ${w}?`,
  (w) => `how do you say "${w}" in kinyarwanda`,
  (w) => `what's the word for ${w}`,
  (w) => `Hi! How would I say ${w}, please?`,
  (w) => `${w} in Kinyarwanda`,
  (w) => `teach me the word for ${w} lol`,
];
const kinyarwanda = [
  (w) => `What does ${w} mean?`,
  (w) => `meaning of ${w}`,
  (w) => `plural of ${w}`,
  (w) => `How do I pronounce ${w}?`,
  (w) => `what is '${w}' in english`,
];

/** A seeded shuffle (mulberry32), so every run sends the same questions in the same order. */
function shuffle(list, seed = 26) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** Every distinct question the lexicon gives, plus numbers, in a fixed shuffled order. */
export function uniqueQuestions() {
  const built = join(apiDir, '..', '..', 'packages', 'tutor', 'dist', 'content.json');
  const { content } = JSON.parse(readFileSync(built, 'utf8'));
  const questions = new Set();
  for (const { entries } of content.lexicon) {
    for (const entry of entries) {
      for (const ask of kinyarwanda) questions.add(ask(entry.rw));
      for (const gloss of entry.en) for (const ask of english) questions.add(ask(gloss));
    }
  }
  for (let n = 11; n < 20_000; n += 7) questions.add(`What is ${n} in Kinyarwanda?`);
  return shuffle([...questions]);
}
