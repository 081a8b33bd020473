// The reads behind the dashboards, over a small interface so the same code runs in the browser (firebase web
// SDK, ./store) and on the server (firebase-admin, ./admin).
import { type AdminData, adminAnalytics, adminUserRows } from './admin-figures.ts';
import { ADMIN_FEED_LIMIT, LEARNER_FETCH_LIMIT, STREAK_MAX_DAYS } from './constants.ts';
import { learnerDashboard } from './dashboard.ts';
import { addDays, localDate } from './dates.ts';
import type {
  ActivityRecord,
  AdminAnalytics,
  AdminUserRow,
  DailyStats,
  LearnerDashboard,
  QuizResultRecord,
  UserStats,
} from './types.ts';

export interface AnalyticsReader {
  /** userStats/{email}, or null when missing. */
  userStats(email: string): Promise<UserStats | null>;
  /** The user's latest activities, newest first. */
  userActivities(email: string, limit: number): Promise<ActivityRecord[]>;
  /** The user's latest quiz results, newest first. */
  userQuizResults(email: string, limit: number): Promise<QuizResultRecord[]>;
  /** Whether the user has at least one activity dated `date`. */
  hasActivityOn(email: string, date: string): Promise<boolean>;
  /** Every userStats document (administrator). */
  allUserStats(): Promise<UserStats[]>;
  /** Everyone's latest activities, newest first (administrator). */
  latestActivities(limit: number): Promise<ActivityRecord[]>;
  /** dailyStats/{date}, or null when missing (administrator). */
  dailyStats(date: string): Promise<DailyStats | null>;
}

export interface TodayOptions {
  now?: Date;
  /** The viewer's IANA time zone ("today" and dates); default this runtime's. */
  timeZone?: string;
}

/** How many parallel day checks one step of the streak count makes. */
const STREAK_STEP = 7;

/**
 * The run of active days ending `today`, most recent first. The 20 fetched activities are not enough to
 * count a streak (a learner may do 20 things in one day), so the days before are asked one by one (a week at a
 * time, in parallel), stopping at the first day without activity.
 */
export async function activeDaysEndingToday(
  reader: Pick<AnalyticsReader, 'hasActivityOn'>,
  email: string,
  today: string,
  known: Iterable<string> = [],
): Promise<string[]> {
  const knownDays = new Set(known);
  const run: string[] = [];
  while (run.length < STREAK_MAX_DAYS) {
    const days = Array.from({ length: STREAK_STEP }, (_, i) => addDays(today, -(run.length + i)));
    const active = await Promise.all(
      days.map((day) => (knownDays.has(day) ? true : reader.hasActivityOn(email, day))),
    );
    for (const [i, day] of days.entries()) {
      if (!active[i]) return run;
      run.push(day);
    }
  }
  return run.slice(0, STREAK_MAX_DAYS);
}

/** Reads the learner's data and computes the dashboard. Throws when a read fails (callers choose a fallback). */
export async function loadLearnerDashboard(
  reader: AnalyticsReader,
  email: string,
  options: TodayOptions = {},
): Promise<LearnerDashboard> {
  const today = localDate(options.now ?? new Date(), options.timeZone);
  const [stats, activities, quizResults] = await Promise.all([
    reader.userStats(email),
    reader.userActivities(email, LEARNER_FETCH_LIMIT),
    reader.userQuizResults(email, LEARNER_FETCH_LIMIT),
  ]);
  const fetchedDates = activities.map((a) => a.date);
  // Fewer than asked for means these are all of the learner's activities: no need to ask day by day.
  const activeDates =
    activities.length < LEARNER_FETCH_LIMIT
      ? fetchedDates
      : await activeDaysEndingToday(reader, email, today, fetchedDates);
  return learnerDashboard({ stats, activities, quizResults, activeDates }, today);
}

export async function loadAdminData(reader: AnalyticsReader, options: TodayOptions = {}): Promise<AdminData> {
  const today = localDate(options.now ?? new Date(), options.timeZone);
  const [userStats, day, latestActivities] = await Promise.all([
    reader.allUserStats(),
    reader.dailyStats(today),
    reader.latestActivities(ADMIN_FEED_LIMIT),
  ]);
  return { userStats, today: day, latestActivities };
}

/** The administrator's analytics. Throws when a read fails. */
export async function loadAdminAnalytics(
  reader: AnalyticsReader,
  options: TodayOptions = {},
): Promise<AdminAnalytics> {
  return adminAnalytics(await loadAdminData(reader, options));
}

/** The administrator's users table. Throws when a read fails. */
export async function loadAdminUsers(
  reader: AnalyticsReader,
  options: Pick<TodayOptions, 'timeZone'> = {},
): Promise<AdminUserRow[]> {
  return adminUserRows(await reader.allUserStats(), options.timeZone);
}
