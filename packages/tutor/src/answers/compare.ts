// "The difference between X and Y": both side by side, with when each is used, or that they are one word.
import { CONFIDENCE } from '../confidence.ts';
import { exactEnglish, exactKinyarwanda } from '../lookup.ts';
import type { Item } from '../model.ts';
import type { TutorAnswer } from '../types.ts';
import { type AnswerContext, draftNote, fromItem, make } from './shared.ts';

/** The item a side of a comparison names: a Kinyarwanda word or phrase, or an English one. */
function comparedItem(ctx: AnswerContext, text: string): { item: Item; sure: boolean } | null {
  const rw = exactKinyarwanda(ctx.model, text)[0];
  if (rw) return { item: rw.item, sure: rw.sure && rw.item.reviewed };
  const en = exactEnglish(ctx.model, text)[0];
  return en ? { item: en.item, sure: en.item.reviewed } : null;
}

/** How an item is used: its register and who it is said to, and its notes. */
function usage(item: Item): string {
  const parts: string[] = [];
  if (item.phrase) {
    parts.push(item.phrase.register);
    if (item.phrase.address !== 'any') {
      parts.push(
        item.phrase.address === 'plural' ? 'to several people (or politely to one)' : 'to one person',
      );
    }
    if (item.phrase.notes) parts.push(item.phrase.notes);
  }
  if (item.entry?.notes) parts.push(item.entry.notes);
  return parts.length > 0 ? `: ${parts.join('; ').replace(/\.+$/, '')}` : '';
}

/** "the difference between mwaramutse and mwiriwe": both, side by side, with when each is used. */
export function compare(ctx: AnswerContext, a: string, b: string): TutorAnswer | null {
  const first = comparedItem(ctx, a);
  const second = comparedItem(ctx, b);
  if (!first || !second) return null;
  if (first.item === second.item) {
    return make({
      response: `"${a}" and "${b}" are the same: "${first.item.rw}" means "${first.item.en[0]}"${usage(first.item)}.`,
      type: first.item.kind === 'phrase' ? 'phrase' : 'vocabulary',
      confidence: first.sure ? CONFIDENCE.formReviewed : CONFIDENCE.formDraft,
      ...fromItem(first.item),
    });
  }
  const line = ({ item }: { item: Item }) => `- ${item.rw} means "${item.en.join('", "')}"${usage(item)}.`;
  const sure = first.sure && second.sure;
  return make({
    response: `"${first.item.rw}" and "${second.item.rw}" side by side:\n${line(first)}\n${line(second)}${draftNote(first.item)}${draftNote(second.item)}`,
    type: first.item.kind === 'phrase' ? 'phrase' : 'vocabulary',
    confidence: sure ? CONFIDENCE.formReviewed : CONFIDENCE.formDraft,
    ...fromItem(first.item),
    suggestions: [`How do you pronounce ${first.item.rw}?`, `How do you pronounce ${second.item.rw}?`],
  });
}
