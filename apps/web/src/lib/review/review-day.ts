// The learner's review day, sent with every due count: their time zone (when their day starts) and how many
// new cards a day they take on (Settings → Preferences), so the badge counts what the day's sessions show.
import { getSettings } from '../settings.ts';

export const reviewDay = () => ({
  time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  new_per_day: getSettings().preferences.newCardsPerDay,
});
