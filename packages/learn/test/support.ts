// Shared test fixtures: a made-up item (the path logic does not care what the words are).
import type { LearnItem } from '../src/items.ts';

export const item = (id: string, extra: Partial<LearnItem> = {}): LearnItem => ({
  id,
  text: `w-${id}`,
  gloss: [`meaning ${id}`],
  status: 'reviewed',
  ...extra,
});
