// Dates as the interface's language writes them (English or French), in the learner's time zone. A page shows
// them again in the new language when the interface switches: the app renders again from its root.
import { getLanguage } from './i18n.ts';

/** A moment: medium date and short time ("Nov 27, 2026, 2:05 AM"; "27 nov. 2026, 02:05"). */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(getLanguage(), { dateStyle: 'medium', timeStyle: 'short' });

/** A day, written out ("November 27, 2026"; "27 novembre 2026"). */
export const formatLongDate = (iso: string) =>
  new Date(iso).toLocaleDateString(getLanguage(), { dateStyle: 'long' });
