import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activityFromData, dailyStatsFromData, toDate, userStatsFromData } from '../src/index.ts';

describe('stored documents → records', () => {
  const at = new Date('2026-03-14T10:00:00Z');
  it.each([
    [{ toDate: () => at }, at], // a Firestore Timestamp of either SDK
    [at, at],
    ['2026-03-14T10:00:00Z', at],
    [null, null],
    [undefined, null],
    ['not a date', null],
    [{}, null],
  ])('toDate(%j)', (value, expected) => {
    expect(toDate(value)).toEqual(expected);
  });

  it('fills what a document lacks with zeros and its id', () => {
    expect(userStatsFromData('a@x.rw', { chatCount: 2, lastActive: { toDate: () => at } })).toEqual({
      userEmail: 'a@x.rw',
      createdAt: null,
      lastActive: at,
      totalActivities: 0,
      chatCount: 2,
      translationCount: 0,
      quizAttempts: 0,
      pronunciationCount: 0,
      reviewCount: 0,
      lessonCount: 0,
      totalQuizScore: 0,
      lastQuizScore: 0,
      bestQuizScore: 0,
    });
    expect(dailyStatsFromData('2026-03-14', { activeUsers: ['a@x.rw', 7] })).toEqual({
      date: '2026-03-14',
      activeUsers: ['a@x.rw'],
      createdAt: null,
      lastUpdated: null,
    });
    expect(
      activityFromData({ userEmail: 'a@x.rw', type: 'chat', timestamp: at, date: '2026-03-14' }),
    ).toEqual({
      userEmail: 'a@x.rw',
      type: 'chat',
      details: {},
      timestamp: at,
      date: '2026-03-14',
    });
  });
});

describe('the main entry point', () => {
  it('imports no Firebase SDK, so any page may use the rules without downloading Firestore', () => {
    const index = readFileSync(new URL('../src/index.ts', import.meta.url), 'utf8');
    const modules = [...index.matchAll(/from '\.\/(.+?)'/g)].map((m) => m[1]!);
    expect(modules).toContain('stats.ts');
    for (const module of modules) {
      const source = readFileSync(new URL(`../src/${module}`, import.meta.url), 'utf8');
      expect(source, module).not.toMatch(/from '(firebase|firebase-admin)(\/[^']*)?'/);
      expect(source, module).not.toMatch(/from '\.\/(store|admin-reader)\.ts'/);
    }
  });
});
