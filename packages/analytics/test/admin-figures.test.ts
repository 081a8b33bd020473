import { describe, expect, it } from 'vitest';
import {
  type ActivityRecord,
  adminAnalytics,
  adminUserRows,
  emptyAdminAnalytics,
  emptyCounters,
  type UserStats,
} from '../src/index.ts';

const user = (email: string, values: Partial<UserStats>): UserStats => ({
  ...emptyCounters(),
  userEmail: email,
  createdAt: null,
  lastActive: null,
  ...values,
});

const stats = [
  user('a@x.rw', {
    totalActivities: 6,
    chatCount: 3,
    translationCount: 1,
    pronunciationCount: 1,
    quizAttempts: 1,
    totalQuizScore: 90,
    lastQuizScore: 90,
    bestQuizScore: 90,
    lastActive: new Date('2026-03-14T22:30:00Z'),
  }),
  user('b@x.rw', {
    totalActivities: 3,
    translationCount: 1,
    quizAttempts: 2,
    totalQuizScore: 105,
    lastActive: new Date('2026-03-12T10:00:00Z'),
  }),
  user('c@x.rw', {}),
];

describe('adminAnalytics', () => {
  const activities: ActivityRecord[] = Array.from({ length: 25 }, (_, i) => ({
    userEmail: i % 2 ? 'a@x.rw' : 'b@x.rw',
    type: 'chat',
    details: {},
    timestamp: new Date(Date.UTC(2026, 2, 14, 0, i)),
    date: '2026-03-14',
  }));
  const analytics = adminAnalytics({
    userStats: stats,
    today: { date: '2026-03-14', activeUsers: ['a@x.rw', 'b@x.rw'], createdAt: null, lastUpdated: null },
    latestActivities: activities,
  });

  it('sums the stats into the overview, feature usage and engagement', () => {
    expect(analytics.overview).toEqual({
      total_users: 3,
      daily_active_users: 2,
      total_interactions: 9,
      system_uptime: 'Online',
    });
    expect(analytics.feature_usage).toEqual({
      chat_interactions: 3,
      translation_requests: 2,
      quiz_attempts: 3,
      pronunciation_requests: 1,
    });
    expect(analytics.user_engagement).toEqual({
      total_quiz_attempts: 3,
      avg_quiz_score: 65, // 195 / 3
      active_users_today: 2,
    });
  });

  it('reports fixed health flags', () => {
    expect(analytics.system_health).toEqual({
      teaching_model_loaded: true,
      tts_system_loaded: true,
      translation_model_loaded: true,
      error_count: 0,
    });
  });

  it('feeds the latest 20 activities, newest first, with the user’s email', () => {
    expect(analytics.recent_activities).toHaveLength(20);
    expect(analytics.recent_activities[0]).toEqual({
      user_email: 'b@x.rw',
      type: 'chat',
      details: {},
      timestamp: '2026-03-14T00:24:00.000Z',
      date: '2026-03-14',
    });
    expect(analytics.recent_activities.at(-1)?.timestamp).toBe('2026-03-14T00:05:00.000Z');
  });

  it('falls back to zeros with an uptime of Unknown', () => {
    const empty = emptyAdminAnalytics();
    expect(empty.overview).toEqual({
      total_users: 0,
      daily_active_users: 0,
      total_interactions: 0,
      system_uptime: 'Unknown',
    });
    expect(empty.user_engagement).toEqual({
      total_quiz_attempts: 0,
      avg_quiz_score: 0,
      active_users_today: 0,
    });
    expect(empty.recent_activities).toEqual([]);
  });

  it('counts nobody active today when the day has no record', () => {
    const none = adminAnalytics({ userStats: stats, today: null, latestActivities: [] });
    expect(none.overview.daily_active_users).toBe(0);
    expect(none.user_engagement.active_users_today).toBe(0);
  });
});

describe('adminUserRows', () => {
  it('one row per user, most recently active first, last_active a local date or Never', () => {
    expect(adminUserRows(stats, 'Africa/Kigali')).toEqual([
      {
        email: 'a@x.rw',
        total_quiz_attempts: 1,
        avg_quiz_score: 90,
        chat_interactions: 3,
        translation_requests: 1,
        pronunciation_requests: 1,
        total_activities: 6,
        last_active: '2026-03-15', // 22:30 UTC is past midnight in Kigali
      },
      {
        email: 'b@x.rw',
        total_quiz_attempts: 2,
        avg_quiz_score: 53, // 52.5
        chat_interactions: 0,
        translation_requests: 1,
        pronunciation_requests: 0,
        total_activities: 3,
        last_active: '2026-03-12',
      },
      {
        email: 'c@x.rw',
        total_quiz_attempts: 0,
        avg_quiz_score: 0,
        chat_interactions: 0,
        translation_requests: 0,
        pronunciation_requests: 0,
        total_activities: 0,
        last_active: 'Never',
      },
    ]);
  });
});
