// Quiz mistakes become review cards: the word a wrongly answered question was about, when Vuga teaches it — the
// right option ("How do you say "water"…?" → amazi) or the quoted word of the question ("What does "amazi"
// mean?"), whichever is a taught item.
import type { LearnItem } from '@vuga/learn';
import type { Catalog } from './catalog.ts';

interface ScoredQuestion {
  question: string;
  options: string[];
  correct_answer: number;
  is_correct: boolean;
}

const QUOTED = /"([^"]+)"/g;

export function itemsOfMistakes(catalog: Catalog, results: readonly ScoredQuestion[]): LearnItem[] {
  const items = new Map<string, LearnItem>();
  for (const result of results) {
    if (result.is_correct) continue;
    const candidates = [
      result.options[result.correct_answer] ?? '',
      ...[...result.question.matchAll(QUOTED)].map((match) => match[1]!),
    ];
    const item = candidates.map((text) => catalog.itemByText(text)).find((found) => found !== undefined);
    if (item) items.set(item.id, item);
  }
  return [...items.values()];
}
