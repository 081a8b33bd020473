// Stored documents → typed records. Shared by the web-SDK store and the firebase-admin reader: both SDKs
// return timestamps as objects with toDate(), and documents may lack fields older code did not write.
import type { ActivityRecord, ActivityType, DailyStats, QuizResultRecord, UserStats } from './types.ts';

type Data = Record<string, unknown>;

/** A stored timestamp as a Date (Firestore Timestamp of either SDK, Date, ISO string), or null. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    return value.toDate() as Date;
  }
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function activityFromData(data: Data): ActivityRecord {
  return {
    userEmail: str(data.userEmail),
    type: str(data.type) as ActivityType,
    details: (data.details && typeof data.details === 'object'
      ? data.details
      : {}) as ActivityRecord['details'],
    timestamp: toDate(data.timestamp) ?? new Date(0),
    date: str(data.date),
  };
}

export function quizResultFromData(data: Data): QuizResultRecord {
  return {
    userEmail: str(data.userEmail),
    score: num(data.score),
    percentage: num(data.percentage),
    totalQuestions: num(data.totalQuestions),
    category: str(data.category),
    difficulty: str(data.difficulty),
    timestamp: toDate(data.timestamp) ?? new Date(0),
    date: str(data.date),
  };
}

export function userStatsFromData(id: string, data: Data): UserStats {
  return {
    userEmail: str(data.userEmail) || id,
    createdAt: toDate(data.createdAt),
    lastActive: toDate(data.lastActive),
    totalActivities: num(data.totalActivities),
    chatCount: num(data.chatCount),
    translationCount: num(data.translationCount),
    quizAttempts: num(data.quizAttempts),
    pronunciationCount: num(data.pronunciationCount),
    reviewCount: num(data.reviewCount),
    lessonCount: num(data.lessonCount),
    totalQuizScore: num(data.totalQuizScore),
    lastQuizScore: num(data.lastQuizScore),
    bestQuizScore: num(data.bestQuizScore),
  };
}

export function dailyStatsFromData(id: string, data: Data): DailyStats {
  return {
    date: str(data.date) || id,
    activeUsers: Array.isArray(data.activeUsers) ? data.activeUsers.filter((e) => typeof e === 'string') : [],
    createdAt: toDate(data.createdAt),
    lastUpdated: toDate(data.lastUpdated),
  };
}
