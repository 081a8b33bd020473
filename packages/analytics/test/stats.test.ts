import { describe, expect, it } from 'vitest';
import {
  type ActivityRecord,
  addActiveUser,
  applyActivity,
  applyStatsChange,
  emptyCounters,
  nextBestScore,
  statsChange,
  statsFromActivities,
} from '../src/index.ts';

const email = 'amani@example.com';
const at = (iso: string) => new Date(iso);
const activity = (
  type: ActivityRecord['type'],
  details: ActivityRecord['details'] = {},
  when = '2026-03-14T10:00:00Z',
) =>
  ({
    userEmail: email,
    type,
    details,
    timestamp: at(when),
    date: when.slice(0, 10),
  }) satisfies ActivityRecord;

describe('statsChange: what one activity adds', () => {
  it.each([
    ['chat', {}, { increments: { totalActivities: 1, chatCount: 1 } }],
    ['translation', {}, { increments: { totalActivities: 1, translationCount: 1 } }],
    ['pronunciation', {}, { increments: { totalActivities: 1, pronunciationCount: 1 } }],
    ['review', { word: 'amazi', grade: 'good' }, { increments: { totalActivities: 1, reviewCount: 1 } }],
    [
      'lesson',
      { lesson: 'Greetings 1', correct: 9, exercises: 11 },
      { increments: { totalActivities: 1, lessonCount: 1 } },
    ],
    [
      'quiz',
      { score: 7, percentage: 70 },
      { increments: { totalActivities: 1, quizAttempts: 1, totalQuizScore: 70 }, quizScore: 70 },
    ],
    [
      'quiz',
      { score: 6, percentage: 66.67 },
      { increments: { totalActivities: 1, quizAttempts: 1, totalQuizScore: 67 }, quizScore: 67 },
    ],
  ] as const)('%s %j', (type, details, expected) => {
    expect(statsChange(activity(type, details))).toEqual(expected);
  });
});

describe('bestQuizScore: only a quiz over 80 percent updates it, and only upwards', () => {
  it.each([
    [0, 80, 0], // exactly 80 is not over 80
    [0, 81, 81],
    [0, 100, 100],
    [90, 85, 90], // never lowered
    [85, 95, 95],
    [0, 79, 0],
    [90, undefined, 90], // not a quiz
  ])('best %i, quiz %s → %i', (best, quizScore, expected) => {
    expect(nextBestScore(best, quizScore)).toBe(expected);
  });
});

describe('applyStatsChange and applyActivity', () => {
  it('creates the stats of a first activity from zeros', () => {
    const first = activity('chat');
    expect(applyActivity(null, first)).toEqual({
      ...emptyCounters(),
      userEmail: email,
      totalActivities: 1,
      chatCount: 1,
      createdAt: first.timestamp,
      lastActive: first.timestamp,
    });
  });

  it('keeps createdAt and moves lastActive', () => {
    const first = applyActivity(null, activity('chat', {}, '2026-03-10T08:00:00Z'));
    const second = applyActivity(first, activity('translation', {}, '2026-03-12T09:00:00Z'));
    expect(second.createdAt).toEqual(at('2026-03-10T08:00:00Z'));
    expect(second.lastActive).toEqual(at('2026-03-12T09:00:00Z'));
    expect(second).toMatchObject({ totalActivities: 2, chatCount: 1, translationCount: 1 });
  });

  it('quizzes set the last score, add to the total and raise the best only over 80', () => {
    const scores = [60, 85, 80, 92, 70];
    let counters = emptyCounters();
    const seen: [number, number, number][] = [];
    for (const percentage of scores) {
      counters = applyStatsChange(counters, statsChange(activity('quiz', { score: 1, percentage })));
      seen.push([counters.lastQuizScore, counters.totalQuizScore, counters.bestQuizScore]);
    }
    expect(seen).toEqual([
      [60, 60, 0],
      [85, 145, 85],
      [80, 225, 85],
      [92, 317, 92],
      [70, 387, 92],
    ]);
    expect(counters.quizAttempts).toBe(5);
    expect(counters.totalActivities).toBe(5);
  });

  it('statsFromActivities folds a history per user in time order, whatever the input order', () => {
    const history = [
      activity('quiz', { percentage: 90 }, '2026-03-12T10:00:00Z'),
      { ...activity('chat', {}, '2026-03-11T10:00:00Z'), userEmail: 'other@example.com' },
      activity('quiz', { percentage: 85 }, '2026-03-13T10:00:00Z'),
      activity('chat', {}, '2026-03-10T10:00:00Z'),
    ];
    const stats = statsFromActivities(history);
    expect(stats.get(email)).toMatchObject({
      totalActivities: 3,
      chatCount: 1,
      quizAttempts: 2,
      totalQuizScore: 175,
      lastQuizScore: 85,
      bestQuizScore: 90,
      createdAt: at('2026-03-10T10:00:00Z'),
      lastActive: at('2026-03-13T10:00:00Z'),
    });
    expect(stats.get('other@example.com')).toMatchObject({ totalActivities: 1, chatCount: 1 });
  });
});

describe('dailyStats activeUsers', () => {
  const t1 = at('2026-03-14T08:00:00Z');
  const t2 = at('2026-03-14T09:00:00Z');

  it('creates the day with the first active user', () => {
    expect(addActiveUser(null, '2026-03-14', 'a@x.rw', t1)).toEqual({
      date: '2026-03-14',
      activeUsers: ['a@x.rw'],
      createdAt: t1,
      lastUpdated: t1,
    });
  });

  it.each([
    [['a@x.rw'], 'b@x.rw', ['a@x.rw', 'b@x.rw']],
    [['a@x.rw', 'b@x.rw'], 'a@x.rw', ['a@x.rw', 'b@x.rw']],
  ])('%j + %s → %j (each email once)', (before, email, after) => {
    const day = { date: '2026-03-14', activeUsers: before, createdAt: t1, lastUpdated: t1 };
    expect(addActiveUser(day, '2026-03-14', email, t2)).toEqual({
      ...day,
      activeUsers: after,
      lastUpdated: t2,
    });
  });
});
