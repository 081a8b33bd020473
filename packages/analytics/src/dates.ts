// Calendar days as 'YYYY-MM-DD' strings.
//
// Choice (issue #6): an activity's `date` is the day in the LEARNER's local time zone when it happened, because
// "a day of learning" and the streak are about the learner's days: a learner in Kigali (UTC+2) who practises
// at 01:00 has practised "today", not "yesterday" as UTC would say. The browser's resolved time zone is the
// default; the server passes the learner's zone when it knows it, else it uses its own. The security rules
// accept a date only if it is the local date of the write somewhere on Earth (UTC−12 to UTC+14).

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = formatters.get(key);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD; formatToParts keeps us independent of that anyway.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(key, format);
  }
  return format;
}

/** The calendar day of `at` in `timeZone` (an IANA name; default: this runtime's zone). */
export function localDate(at: Date, timeZone?: string): string {
  const parts = formatter(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of `timeZone`, to the second (cached like `formatter`: making one costs most). */
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let clock = wallClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, clock);
  }
  return clock;
}

/** The wall-clock date and time in `timeZone` at `at`, as if it were UTC (ms), to the second. */
function wallTime(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(new Date(at))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/**
 * Local midnight of `at` in `timeZone`, from the wall clock (formatToParts: tens of µs). The offset is taken at
 * midnight itself, not at `at`: on a day the clocks change the two differ.
 */
function computeStartOfDay(at: number, timeZone: string): number {
  const wall = wallTime(at, timeZone);
  const midnight = wall - (wall % 86_400_000);
  const guess = midnight - (wall - Math.floor(at / 1000) * 1000);
  return midnight - (wallTime(guess, timeZone) - guess);
}

/** The last day asked for in each time zone: [its start, the next day's start). Most requests share one. */
const lastDays = new Map<string, { start: number; next: number }>();

/**
 * The instant (ms since the epoch) the calendar day of `at` began in `timeZone`: its local midnight. The day
 * last asked for in the zone is kept with the start of the next one (a day of 23 or 25 hours included), so a
 * request on the same day costs a comparison.
 */
export function startOfLocalDay(at: number, timeZone: string): number {
  const day = lastDays.get(timeZone);
  if (day && at >= day.start && at < day.next) return day.start;
  const start = computeStartOfDay(at, timeZone);
  // 36 hours on is always within the next day, whatever the day's length.
  const next = computeStartOfDay(start + 36 * 3_600_000, timeZone);
  lastDays.set(timeZone, { start, next });
  return start;
}

/** The day `days` after (or before, when negative) the day `date`. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export function isDateString(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
}
