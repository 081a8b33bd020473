import { describe, expect, it } from 'vitest';
import {
  type ActivityRecord,
  type AnalyticsReader,
  activeDaysEndingToday,
  addDays,
  loadAdminAnalytics,
  loadAdminUsers,
  loadLearnerDashboard,
  STREAK_MAX_DAYS,
} from '../src/index.ts';

/** A reader over fixed records, counting the day checks it is asked for. */
function readerOver(activities: ActivityRecord[]) {
  const dayChecks: string[] = [];
  const reader: AnalyticsReader = {
    userStats: async () => null,
    userActivities: async (email, limit) =>
      activities
        .filter((a) => a.userEmail === email)
        .sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime())
        .slice(0, limit),
    userQuizResults: async () => [],
    hasActivityOn: async (email, date) => {
      dayChecks.push(date);
      return activities.some((a) => a.userEmail === email && a.date === date);
    },
    allUserStats: async () => [],
    latestActivities: async () => [],
    dailyStats: async () => null,
  };
  return { reader, dayChecks };
}

const email = 'amani@example.com';
const onDay = (date: string, minute = 0): ActivityRecord => ({
  userEmail: email,
  type: 'chat',
  details: {},
  timestamp: new Date(`${date}T12:${String(minute).padStart(2, '0')}:00Z`),
  date,
});

describe('activeDaysEndingToday', () => {
  it('counts back past the 20 fetched activities until the first day without activity', async () => {
    // 30 activities today (more than one fetch), one on each of the 9 days before, then a gap.
    const history = [
      ...Array.from({ length: 30 }, (_, i) => onDay('2026-03-14', i)),
      ...Array.from({ length: 9 }, (_, i) => onDay(addDays('2026-03-13', -i))),
      onDay('2026-03-01'),
    ];
    const { reader } = readerOver(history);
    const dashboard = await loadLearnerDashboard(reader, email, {
      now: new Date('2026-03-14T15:00:00Z'),
      timeZone: 'UTC',
    });
    expect(dashboard.overview.learning_streak).toBe(10);
  });

  it('does not ask about days it already knows from the fetched activities', async () => {
    const { reader, dayChecks } = readerOver([onDay('2026-03-14'), onDay('2026-03-13')]);
    const run = await activeDaysEndingToday(reader, email, '2026-03-14', ['2026-03-14', '2026-03-13']);
    expect(run).toEqual(['2026-03-14', '2026-03-13']);
    expect(dayChecks).not.toContain('2026-03-14');
    expect(dayChecks).toContain('2026-03-12');
  });

  it('asks nothing day by day when the fetch returned all of the learner’s activities', async () => {
    const { reader, dayChecks } = readerOver([onDay('2026-03-14'), onDay('2026-03-13'), onDay('2026-03-11')]);
    const dashboard = await loadLearnerDashboard(reader, email, {
      now: new Date('2026-03-14T15:00:00Z'),
      timeZone: 'UTC',
    });
    expect(dashboard.overview.learning_streak).toBe(2);
    expect(dayChecks).toEqual([]);
  });

  it('is empty without activity today', async () => {
    const { reader } = readerOver([onDay('2026-03-13')]);
    expect(await activeDaysEndingToday(reader, email, '2026-03-14')).toEqual([]);
  });

  it('stops after a year', async () => {
    const always: Pick<AnalyticsReader, 'hasActivityOn'> = { hasActivityOn: async () => true };
    expect(await activeDaysEndingToday(always, email, '2026-03-14')).toHaveLength(STREAK_MAX_DAYS);
  });
});

describe('loaders', () => {
  it('throw when a read fails, so the caller can choose its fallback', async () => {
    const { reader } = readerOver([]);
    const failing: AnalyticsReader = {
      ...reader,
      allUserStats: async () => {
        throw new Error('permission-denied');
      },
    };
    await expect(loadAdminAnalytics(failing)).rejects.toThrow('permission-denied');
    await expect(loadAdminUsers(failing)).rejects.toThrow('permission-denied');
  });

  it('read today’s dailyStats in the viewer’s time zone', async () => {
    const { reader } = readerOver([]);
    const asked: string[] = [];
    const analytics = await loadAdminAnalytics(
      {
        ...reader,
        dailyStats: async (date) => {
          asked.push(date);
          return { date, activeUsers: ['a@x.rw'], createdAt: null, lastUpdated: null };
        },
      },
      { now: new Date('2026-03-14T23:00:00Z'), timeZone: 'Africa/Kigali' },
    );
    expect(asked).toEqual(['2026-03-15']);
    expect(analytics.overview.daily_active_users).toBe(1);
  });
});
