// A minute before and after midnight with the system clock and zone (no `now`, no `timeZone`): the date of an
// activity, "today" and the streak are the learner's local day, whatever zone the tests run in (npm test also
// runs these at UTC+14 and UTC−11, where the UTC date is another day for half of every day).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ActivityRecord,
  type AnalyticsReader,
  buildActivity,
  buildQuizResult,
  loadLearnerDashboard,
  localDate,
} from '../src/index.ts';

const email = 'amani@example.com';
const chat = {
  type: 'chat' as const,
  question: 'What does amazi mean?',
  response: { type: 'vocabulary', category: 'food-drink', confidence: 0.9, word: 'amazi' },
};

/** A local wall-clock time in this process's zone. */
const local = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(year, month - 1, day, hour, minute);

/** A reader over the given activities. */
function readerOver(activities: ActivityRecord[]): AnalyticsReader {
  return {
    userStats: async () => null,
    userActivities: async (_email, limit) =>
      activities.toSorted((a, b) => b.timestamp.getTime() - a.timestamp.getTime()).slice(0, limit),
    userQuizResults: async () => [],
    hasActivityOn: async (_email, date) => activities.some((a) => a.date === date),
    allUserStats: async () => [],
    latestActivities: async () => [],
    dailyStats: async () => null,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('at midnight, in the zone the tests run in', () => {
  it.each([
    [local(2026, 3, 14, 23, 59), '2026-03-14', local(2026, 3, 15, 0, 0), '2026-03-15'],
    [local(2026, 12, 31, 23, 59), '2026-12-31', local(2027, 1, 1, 0, 0), '2027-01-01'],
    [local(2028, 2, 28, 23, 59), '2028-02-28', local(2028, 2, 29, 0, 0), '2028-02-29'],
  ])('an activity at %s is dated %s, a minute later %s', (before, day, after, nextDay) => {
    vi.setSystemTime(before);
    expect(localDate(new Date())).toBe(day);
    expect(buildActivity(email, chat).date).toBe(day);
    expect(
      buildQuizResult(email, {
        score: 4,
        percentage: 80,
        totalQuestions: 5,
        category: 'mixed',
        difficulty: 'mixed',
      }).date,
    ).toBe(day);
    vi.setSystemTime(after);
    expect(buildActivity(email, chat).date).toBe(nextDay);
  });

  it('the streak counts today at 23:59, and still counts it after midnight once the learner is back', async () => {
    const history: ActivityRecord[] = [];
    for (const day of [12, 13, 14]) {
      vi.setSystemTime(local(2026, 3, day, 23, 59));
      history.push(buildActivity(email, chat));
    }
    vi.setSystemTime(local(2026, 3, 14, 23, 59));
    const lateEvening = await loadLearnerDashboard(readerOver(history), email);
    expect(lateEvening.overview.learning_streak).toBe(3);

    // A minute after midnight, before any activity: nothing yet today.
    vi.setSystemTime(local(2026, 3, 15, 0, 1));
    expect((await loadLearnerDashboard(readerOver(history), email)).overview.learning_streak).toBe(0);
    history.push(buildActivity(email, chat));
    expect((await loadLearnerDashboard(readerOver(history), email)).overview.learning_streak).toBe(4);
  });
});
