import { ADMIN_FEED_LIMIT, NEVER_ACTIVE, SYSTEM_UPTIME_ONLINE, SYSTEM_UPTIME_UNKNOWN } from './constants.ts';
import { averageQuizScore, newestFirst, toDashboardActivity } from './dashboard.ts';
import { localDate } from './dates.ts';
import type {
  ActivityRecord,
  AdminAnalytics,
  AdminUserRow,
  DailyStats,
  StatsCounters,
  UserStats,
} from './types.ts';

/** What the administrator's figures are computed from (docs/product.md §7's admin reads). */
export interface AdminData {
  /** Every user's stats document. */
  userStats: readonly UserStats[];
  /** Today's daily stats; null when nobody has been active today. */
  today: DailyStats | null;
  /** The latest activities of everyone (20 are fetched). */
  latestActivities: readonly ActivityRecord[];
}

const sum = (stats: readonly StatsCounters[], field: keyof StatsCounters) =>
  stats.reduce((total, s) => total + s[field], 0);

/**
 * The administrator's analytics (docs/product.md §3). The health flags are fixed: the tutor runs in-process.
 */
export function adminAnalytics(data: AdminData): AdminAnalytics {
  const activeToday = data.today?.activeUsers.length ?? 0;
  const quizAttempts = sum(data.userStats, 'quizAttempts');
  return {
    overview: {
      total_users: data.userStats.length,
      daily_active_users: activeToday,
      total_interactions: sum(data.userStats, 'totalActivities'),
      system_uptime: SYSTEM_UPTIME_ONLINE,
    },
    feature_usage: {
      chat_interactions: sum(data.userStats, 'chatCount'),
      translation_requests: sum(data.userStats, 'translationCount'),
      quiz_attempts: quizAttempts,
      pronunciation_requests: sum(data.userStats, 'pronunciationCount'),
    },
    user_engagement: {
      total_quiz_attempts: quizAttempts,
      avg_quiz_score: averageQuizScore(sum(data.userStats, 'totalQuizScore'), quizAttempts),
      active_users_today: activeToday,
    },
    system_health: {
      teaching_model_loaded: true,
      tts_system_loaded: true,
      translation_model_loaded: true,
      error_count: 0,
    },
    recent_activities: newestFirst(data.latestActivities)
      .slice(0, ADMIN_FEED_LIMIT)
      .map((activity) => ({ ...toDashboardActivity(activity), user_email: activity.userEmail })),
  };
}

/** What a failed read falls back to (docs/product.md §8): zeros, and an uptime of 'Unknown'. */
export function emptyAdminAnalytics(): AdminAnalytics {
  const empty = adminAnalytics({ userStats: [], today: null, latestActivities: [] });
  return { ...empty, overview: { ...empty.overview, system_uptime: SYSTEM_UPTIME_UNKNOWN } };
}

export function adminUserRow(stats: UserStats, timeZone?: string): AdminUserRow {
  return {
    email: stats.userEmail,
    total_quiz_attempts: stats.quizAttempts,
    avg_quiz_score: averageQuizScore(stats.totalQuizScore, stats.quizAttempts),
    chat_interactions: stats.chatCount,
    translation_requests: stats.translationCount,
    pronunciation_requests: stats.pronunciationCount,
    total_activities: stats.totalActivities,
    last_active: stats.lastActive ? localDate(stats.lastActive, timeZone) : NEVER_ACTIVE,
  };
}

/** The users table: most recently active first, never-active users last, then by email. */
export function adminUserRows(stats: readonly UserStats[], timeZone?: string): AdminUserRow[] {
  const lastActive = (s: UserStats) => s.lastActive?.getTime() ?? Number.NEGATIVE_INFINITY;
  return [...stats]
    .sort((a, b) => lastActive(b) - lastActive(a) || a.userEmail.localeCompare(b.userEmail))
    .map((s) => adminUserRow(s, timeZone));
}
