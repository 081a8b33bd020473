// The attestation index built from the content: every run of 1–3 words of the Kinyarwanda we ship as reviewed
// content or licensed corpora (confidence.ts says what it is for and how sure it makes a form).
import { type Evidence, evidenceFrom } from '../confidence.ts';
import { matchKey } from '../normalize.ts';
import type { Content } from './types.ts';

/** The longest run of words the index holds: longer forms are checked part by part (numbers.ts). */
const MAX_WORDS = 3;

/** The Kinyarwanda text that counts as evidence: reviewed authored content and the licensed corpora. */
export function attestedTexts(content: Content): string[] {
  const texts: string[] = [];
  for (const file of content.lexicon)
    for (const entry of file.entries) {
      if (entry.status !== 'reviewed') continue;
      texts.push(
        entry.rw,
        ...(entry.plural ? [entry.plural] : []),
        ...(entry.examples ?? []).map((e) => e.rw),
      );
    }
  for (const file of content.phrases)
    for (const phrase of file.entries) if (phrase.status === 'reviewed') texts.push(phrase.rw);
  for (const topic of content.grammar)
    if (topic.status === 'reviewed') texts.push(...(topic.examples ?? []).map((e) => e.rw));
  for (const pair of content.memory ?? []) texts.push(pair.rw);
  for (const clip of content.clips) texts.push(clip.sentence);
  for (const word of content.calendar ?? []) texts.push(word.rw);
  texts.push(...(content.prompts ?? []));
  return texts;
}

/** Every run of 1–3 words of the texts, as match keys. */
export function buildEvidence(content: Content): Evidence {
  const keys = new Set<string>();
  for (const text of attestedTexts(content)) {
    // Sentences split at punctuation: a run never crosses a comma or a full stop.
    for (const clause of text.split(/[.,;:!?()"“”]+/)) {
      const words = matchKey(clause).split(' ').filter(Boolean);
      for (let i = 0; i < words.length; i++)
        for (let n = 1; n <= MAX_WORDS && i + n <= words.length; n++)
          keys.add(words.slice(i, i + n).join(' '));
    }
  }
  return evidenceFrom(keys);
}
