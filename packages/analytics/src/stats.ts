import { quizScoreOf } from './activity.ts';
import { BEST_SCORE_OVER } from './constants.ts';
import type {
  ActivityRecord,
  ActivityType,
  DailyStats,
  QuizDetails,
  StatsCounters,
  UserStats,
} from './types.ts';

/** The counter each activity type adds one to. */
export const COUNTER_OF_TYPE = {
  chat: 'chatCount',
  translation: 'translationCount',
  quiz: 'quizAttempts',
  pronunciation: 'pronunciationCount',
  review: 'reviewCount',
  lesson: 'lessonCount',
} as const satisfies Record<ActivityType, keyof StatsCounters>;

/**
 * What one activity does to a user's stats: `increments` are added (the store sends them as Firestore
 * increment() transforms, so concurrent writers never lose a count); `quizScore` is a quiz's score (its
 * percentage, whole); it becomes lastQuizScore, is added to totalQuizScore and, only when over 80, may raise
 * bestQuizScore.
 */
export interface StatsChange {
  increments: Partial<
    Record<'totalActivities' | 'totalQuizScore' | (typeof COUNTER_OF_TYPE)[ActivityType], number>
  >;
  quizScore?: number;
}

export function statsChange(activity: Pick<ActivityRecord, 'type' | 'details'>): StatsChange {
  const increments: StatsChange['increments'] = { totalActivities: 1, [COUNTER_OF_TYPE[activity.type]]: 1 };
  if (activity.type !== 'quiz') return { increments };
  const quizScore = quizScoreOf((activity.details as QuizDetails).percentage ?? 0);
  increments.totalQuizScore = quizScore;
  return { increments, quizScore };
}

/**
 * The best score after a quiz scoring `quizScore`: raised only by a quiz over 80 percent (docs/product.md
 * §9).
 */
export function nextBestScore(currentBest: number, quizScore: number | undefined): number {
  if (quizScore === undefined || quizScore <= BEST_SCORE_OVER) return currentBest;
  return Math.max(currentBest, quizScore);
}

export function emptyCounters(): StatsCounters {
  return {
    totalActivities: 0,
    chatCount: 0,
    translationCount: 0,
    quizAttempts: 0,
    pronunciationCount: 0,
    reviewCount: 0,
    lessonCount: 0,
    totalQuizScore: 0,
    lastQuizScore: 0,
    bestQuizScore: 0,
  };
}

/** The counters after `change`, from `before` (a missing stats document counts as all zeros). */
export function applyStatsChange(before: StatsCounters | null, change: StatsChange): StatsCounters {
  const after = { ...emptyCounters(), ...before };
  for (const [field, amount] of Object.entries(change.increments) as [keyof StatsCounters, number][]) {
    after[field] += amount;
  }
  if (change.quizScore !== undefined) {
    after.lastQuizScore = change.quizScore;
    after.bestQuizScore = nextBestScore(after.bestQuizScore, change.quizScore);
  }
  return after;
}

/** A user's stats after `activity`; a missing document is created with createdAt = the activity's time. */
export function applyActivity(before: UserStats | null, activity: ActivityRecord): UserStats {
  return {
    ...applyStatsChange(before, statsChange(activity)),
    userEmail: activity.userEmail,
    createdAt: before?.createdAt ?? activity.timestamp,
    lastActive: activity.timestamp,
  };
}

/** Folds a history of activities (any order) into each user's stats, as the store builds them one by one. */
export function statsFromActivities(activities: readonly ActivityRecord[]): Map<string, UserStats> {
  const byUser = new Map<string, UserStats>();
  const inOrder = [...activities].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime());
  for (const activity of inOrder) {
    byUser.set(activity.userEmail, applyActivity(byUser.get(activity.userEmail) ?? null, activity));
  }
  return byUser;
}

/** The day's record after `email` was active: each email once, in the order they first appeared. */
export function addActiveUser(day: DailyStats | null, date: string, email: string, at: Date): DailyStats {
  if (!day) return { date, activeUsers: [email], createdAt: at, lastUpdated: at };
  const activeUsers = day.activeUsers.includes(email) ? day.activeUsers : [...day.activeUsers, email];
  return { ...day, activeUsers, lastUpdated: at };
}
