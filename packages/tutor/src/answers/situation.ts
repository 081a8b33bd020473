// "How do I introduce myself?", "I want to ask for directions": what a learner asks to do, read against each
// phrasebook situation's `asked` list, answered with that situation's phrases (reviewed ones first).
import { CONFIDENCE } from '../confidence.ts';
import type { Content } from '../content/types.ts';
import { matchKey } from '../normalize.ts';
import type { TutorAnswer } from '../types.ts';
import { type AnswerContext, make, type Situation } from './shared.ts';

/** Each situation by what a learner asks to do in it ("introduce myself" → Introductions). */
export function buildSituations(content: Content): Map<string, Situation> {
  const situations = new Map<string, Situation>();
  for (const file of content.phrases) {
    const phrases = file.entries
      .map((phrase) => ({ ...phrase, situation: file.situation, situationTitle: file.title }))
      .sort((a, b) => Number(b.status === 'reviewed') - Number(a.status === 'reviewed'));
    for (const asked of file.asked ?? []) situations.set(matchKey(asked), { title: file.title, phrases });
  }
  return situations;
}

/** The activity without the words around it a learner may add: "greet someone" is "greet", too. */
function keys(activity: string): string[] {
  const key = matchKey(activity);
  return [key, key.replace(/\s+(?:someone|somebody|people|a person|properly|politely|correctly)$/, '')];
}

export function situationAnswer(ctx: AnswerContext, activity: string): TutorAnswer | null {
  const situation = keys(activity)
    .map((key) => ctx.situations.get(key))
    .find((found) => found !== undefined);
  if (!situation) return null;
  const shown = situation.phrases.slice(0, 8);
  const reviewed = shown[0]?.status === 'reviewed';
  return make({
    response: `${situation.title}: phrases for it.\n${shown.map((p) => `${p.rw} — ${p.en}`).join('\n')}${
      reviewed ? '' : '\nThese phrases are not yet reviewed by a Kinyarwanda speaker.'
    }`,
    type: 'phrase',
    confidence: reviewed ? CONFIDENCE.topicList : CONFIDENCE.topicList * CONFIDENCE.draftItem,
    category: shown[0]?.situation ?? 'phrases',
    difficulty: shown[0]?.difficulty ?? 'beginner',
    word: shown[0]?.rw ?? '',
    suggestions: shown.slice(0, 2).map((p) => `How do you pronounce "${p.rw}"?`),
  });
}
