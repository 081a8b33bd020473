// "Explain noun classes": a grammar topic, its summary, notes and examples.
import { CONFIDENCE } from '../confidence.ts';
import type { GrammarTopic } from '../content/schema.ts';
import type { TutorAnswer } from '../types.ts';
import { findGrammarTopic } from './grammar-index.ts';
import { type AnswerContext, CHECK, make } from './shared.ts';

export function grammarAnswer(ctx: AnswerContext, text: string): TutorAnswer | null {
  const found = findGrammarTopic(ctx.grammar, text);
  if (!found) return null;
  const topic: GrammarTopic = found.topic;
  const examples = topic.examples
    .slice(0, 3)
    .map((e) => `${e.rw} — ${e.en}`)
    .join('\n');
  const draft = topic.status === 'reviewed' ? '' : `\n(Draft: ${CHECK}.)`;
  return make({
    response: `${topic.title}: ${topic.summary}\n${topic.body.trim()}\nExamples:\n${examples}${draft}`,
    type: 'grammar',
    confidence:
      (found.sure ? CONFIDENCE.grammarTopic : CONFIDENCE.grammarTopicLoose) *
      (topic.status === 'reviewed' ? 1 : CONFIDENCE.draftItem),
    category: 'grammar',
    difficulty: topic.difficulty,
    word: topic.examples[0]?.rw ?? '',
    suggestions: ctx.grammar.topics
      .filter((t) => t !== topic)
      .slice(0, 3)
      .map((t) => `Explain ${t.title.toLowerCase()}`),
  });
}
