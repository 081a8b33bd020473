import {
  ACHIEVEMENT_RULES,
  LEARNER_KEPT,
  LEARNER_SHOWN,
  NEW_LEARNER_RECOMMENDATIONS,
  PROGRESS_CAP,
  PROGRESS_PERCENT,
  RECOMMENDATION_UNDER,
  RECOMMENDATIONS,
} from './constants.ts';
import { addDays } from './dates.ts';
import { emptyCounters } from './stats.ts';
import type {
  Achievements,
  ActivityRecord,
  DashboardActivity,
  LearnerDashboard,
  QuizResultRecord,
  QuizScorePoint,
  StatsCounters,
} from './types.ts';

/** Average quiz score: total / attempts, rounded; 0 before the first quiz. */
export function averageQuizScore(totalQuizScore: number, quizAttempts: number): number {
  return quizAttempts > 0 ? Math.round(totalQuizScore / quizAttempts) : 0;
}

/** Consecutive days with activity ending today (0 when there is none today). */
export function learningStreak(activeDates: Iterable<string>, today: string): number {
  const days = new Set(activeDates);
  let streak = 0;
  for (let day = today; days.has(day); day = addDays(day, -1)) streak += 1;
  return streak;
}

export function achievementsOf(stats: StatsCounters): Achievements {
  return {
    first_chat: stats.chatCount >= ACHIEVEMENT_RULES.first_chat.chats,
    first_quiz: stats.quizAttempts >= ACHIEVEMENT_RULES.first_quiz.quizAttempts,
    quiz_master: stats.bestQuizScore >= ACHIEVEMENT_RULES.quiz_master.bestQuizScore,
    consistent_learner: stats.totalActivities >= ACHIEVEMENT_RULES.consistent_learner.totalActivities,
    translation_explorer: stats.translationCount >= ACHIEVEMENT_RULES.translation_explorer.translations,
  };
}

/** Tips for what to practise next; a learner with no activity yet gets the new-learner defaults. */
export function recommendationsFor(stats: StatsCounters): string[] {
  if (stats.totalActivities === 0) return [...NEW_LEARNER_RECOMMENDATIONS];
  const tips: string[] = [];
  if (stats.chatCount < RECOMMENDATION_UNDER.chat) tips.push(RECOMMENDATIONS.chat);
  if (stats.translationCount < RECOMMENDATION_UNDER.translation) tips.push(RECOMMENDATIONS.translation);
  if (stats.quizAttempts < RECOMMENDATION_UNDER.quiz)
    tips.push(stats.quizAttempts === 0 ? RECOMMENDATIONS.firstQuiz : RECOMMENDATIONS.quiz);
  if (stats.pronunciationCount < RECOMMENDATION_UNDER.pronunciation) tips.push(RECOMMENDATIONS.pronunciation);
  return tips;
}

export interface ProgressBars {
  chat: number;
  translation: number;
  pronunciation: number;
}

/**
 * The dashboard's progress bars in percent: 10 per conversation, 20 per translation or pronunciation, ≤ 100.
 */
export function progressBars(progress: LearnerDashboard['progress']): ProgressBars {
  const bar = (count: number, percent: number) => Math.min(PROGRESS_CAP, count * percent);
  return {
    chat: bar(progress.chat_interactions, PROGRESS_PERCENT.chat),
    translation: bar(progress.translations_made, PROGRESS_PERCENT.translation),
    pronunciation: bar(progress.pronunciation_practice, PROGRESS_PERCENT.pronunciation),
  };
}

export function newestFirst<T extends { timestamp: Date }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime());
}

export function toDashboardActivity(activity: ActivityRecord): DashboardActivity {
  return {
    type: activity.type,
    details: activity.details,
    timestamp: activity.timestamp.toISOString(),
    date: activity.date,
  };
}

function toQuizScore(result: QuizResultRecord): QuizScorePoint {
  return { score: result.percentage, date: result.date, timestamp: result.timestamp.toISOString() };
}

/**
 * A run of review gradings in a row reads as one entry ("Review: 12 cards"), so one review session does not
 * push the lesson before it, or anything else, out of the recent activity.
 */
export function collapseReviews(newest: readonly ActivityRecord[]): ActivityRecord[] {
  const kept: ActivityRecord[] = [];
  for (const activity of newest) {
    const last = kept.at(-1);
    if (activity.type === 'review' && last?.type === 'review' && last.date === activity.date) {
      const details = last.details as { cards?: number };
      kept[kept.length - 1] = { ...last, details: { ...last.details, cards: (details.cards ?? 1) + 1 } };
      continue;
    }
    kept.push(activity);
  }
  return kept;
}

/** What the learner dashboard is computed from (docs/product.md §7's learner reads). */
export interface LearnerData {
  /** The user's stats document; null when it does not exist yet. */
  stats: StatsCounters | null;
  /** The latest activities of the user (20 are fetched). */
  activities: readonly ActivityRecord[];
  /** The latest quiz results of the user (20 are fetched). */
  quizResults: readonly QuizResultRecord[];
  /** Days (YYYY-MM-DD) on which the user was active, at least the run ending today. */
  activeDates: Iterable<string>;
}

/**
 * The learner dashboard (docs/product.md §3). Of the fetched records the 10 newest are kept: quiz_scores
 * holds the 10 newest quiz results (newest first) and recent_activities the 5 newest of the 10 kept
 * activities.
 */
export function learnerDashboard(data: LearnerData, today: string): LearnerDashboard {
  const stats = { ...emptyCounters(), ...data.stats };
  const kept = collapseReviews(newestFirst(data.activities)).slice(0, LEARNER_KEPT);
  return {
    overview: {
      total_interactions: stats.totalActivities,
      quiz_attempts: stats.quizAttempts,
      avg_quiz_score: averageQuizScore(stats.totalQuizScore, stats.quizAttempts),
      learning_streak: learningStreak(data.activeDates, today),
    },
    progress: {
      chat_interactions: stats.chatCount,
      translations_made: stats.translationCount,
      pronunciation_practice: stats.pronunciationCount,
      quiz_scores: newestFirst(data.quizResults).slice(0, LEARNER_KEPT).map(toQuizScore),
    },
    achievements: achievementsOf(stats),
    recommendations: recommendationsFor(stats),
    recent_activities: kept.slice(0, LEARNER_SHOWN).map(toDashboardActivity),
  };
}

/** The dashboard of a learner with no data: what a failed read falls back to (docs/product.md §8). */
export function emptyLearnerDashboard(): LearnerDashboard {
  return learnerDashboard({ stats: null, activities: [], quizResults: [], activeDates: [] }, '');
}
