// The recent-translations list (docs/product.md §9): newest first, at most 5, texts cut to 60 characters for
// display.
import { cutText } from '@vuga/analytics';
import {
  type Direction,
  historySize,
  historyTextChars,
  type TranslationMethod,
} from './translate-content.ts';

export interface HistoryEntry {
  id: string;
  original: string;
  translated: string;
  direction: Direction;
  method: TranslationMethod;
}

/** Adds a translation at the top and keeps the newest `historySize`. */
export function addToHistory(
  history: readonly HistoryEntry[],
  entry: HistoryEntry,
  size = historySize,
): HistoryEntry[] {
  return [entry, ...history].slice(0, size);
}

/** A text as the history shows it: cut to 60 characters, with an ellipsis when something was cut. */
export function historyText(text: string, limit = historyTextChars): string {
  const cut = cutText(text, limit);
  return cut === text ? text : `${cut}…`;
}
