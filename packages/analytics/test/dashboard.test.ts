import { describe, expect, it } from 'vitest';
import {
  type ActivityRecord,
  achievementsOf,
  averageQuizScore,
  emptyCounters,
  emptyLearnerDashboard,
  LEARNER_SHOWN,
  learnerDashboard,
  learningStreak,
  NEW_LEARNER_RECOMMENDATIONS,
  progressBars,
  type QuizResultRecord,
  RECOMMENDATIONS,
  recommendationsFor,
  type StatsCounters,
} from '../src/index.ts';

const counters = (values: Partial<StatsCounters>): StatsCounters => ({ ...emptyCounters(), ...values });

describe('averageQuizScore = total / attempts, rounded', () => {
  it.each([
    [0, 0, 0],
    [150, 2, 75],
    [245, 3, 82], // 81.67
    [241, 3, 80], // 80.33
    [250, 4, 63], // 62.5 rounds up
  ])('%i / %i → %i', (total, attempts, expected) => {
    expect(averageQuizScore(total, attempts)).toBe(expected);
  });
});

describe('learningStreak: consecutive days ending today', () => {
  const today = '2026-03-14';
  it.each([
    [[], 0],
    [['2026-03-13', '2026-03-12'], 0], // nothing today: the streak is broken
    [['2026-03-14'], 1],
    [['2026-03-14', '2026-03-13', '2026-03-12'], 3],
    [['2026-03-14', '2026-03-14', '2026-03-13'], 2], // duplicates count once
    [['2026-03-14', '2026-03-13', '2026-03-11'], 2], // a gap ends it
    [['2026-03-01', '2026-02-28', '2026-03-02'], 0],
  ])('%j → %i', (dates, expected) => {
    expect(learningStreak(dates, today)).toBe(expected);
  });

  it('crosses month and year ends', () => {
    expect(learningStreak(['2027-01-01', '2026-12-31', '2026-12-30'], '2027-01-01')).toBe(3);
    expect(learningStreak(['2026-03-01', '2026-02-28'], '2026-03-01')).toBe(2);
  });
});

describe('progress bars: chat 10 %, translation 20 %, pronunciation 20 %, capped at 100', () => {
  it.each([
    [0, 0, 0, { chat: 0, translation: 0, pronunciation: 0 }],
    [1, 1, 1, { chat: 10, translation: 20, pronunciation: 20 }],
    [9, 4, 4, { chat: 90, translation: 80, pronunciation: 80 }],
    [10, 5, 5, { chat: 100, translation: 100, pronunciation: 100 }],
    [25, 11, 6, { chat: 100, translation: 100, pronunciation: 100 }],
  ])('%i chats, %i translations, %i pronunciations', (chat, translation, pronunciation, expected) => {
    expect(
      progressBars({
        chat_interactions: chat,
        translations_made: translation,
        pronunciation_practice: pronunciation,
        quiz_scores: [],
      }),
    ).toEqual(expected);
  });
});

describe('achievements', () => {
  const none = {
    first_chat: false,
    first_quiz: false,
    quiz_master: false,
    consistent_learner: false,
    translation_explorer: false,
  };
  it.each([
    [{}, none],
    [{ chatCount: 1 }, { ...none, first_chat: true }],
    [{ quizAttempts: 1 }, { ...none, first_quiz: true }],
    [{ bestQuizScore: 79 }, none],
    [{ bestQuizScore: 80 }, { ...none, quiz_master: true }],
    [{ totalActivities: 9 }, none],
    [{ totalActivities: 10 }, { ...none, consistent_learner: true }],
    [{ translationCount: 4 }, none],
    [{ translationCount: 5 }, { ...none, translation_explorer: true }],
  ])('%j', (values, expected) => {
    expect(achievementsOf(counters(values))).toEqual(expected);
  });
});

describe('recommendations', () => {
  it('a new learner gets the three defaults', () => {
    expect(recommendationsFor(counters({}))).toEqual([...NEW_LEARNER_RECOMMENDATIONS]);
    expect(NEW_LEARNER_RECOMMENDATIONS).toHaveLength(3);
  });

  it.each([
    [
      { totalActivities: 1, chatCount: 1 },
      // No quiz yet: the first one, not "another".
      [
        RECOMMENDATIONS.chat,
        RECOMMENDATIONS.translation,
        RECOMMENDATIONS.firstQuiz,
        RECOMMENDATIONS.pronunciation,
      ],
    ],
    [
      { totalActivities: 3, chatCount: 3, translationCount: 4, quizAttempts: 2, pronunciationCount: 3 },
      [RECOMMENDATIONS.translation],
    ],
    [
      { totalActivities: 3, chatCount: 2, translationCount: 5, quizAttempts: 1, pronunciationCount: 2 },
      [RECOMMENDATIONS.chat, RECOMMENDATIONS.quiz, RECOMMENDATIONS.pronunciation],
    ],
    [{ totalActivities: 13, chatCount: 3, translationCount: 5, quizAttempts: 2, pronunciationCount: 3 }, []],
  ])('%j', (values, expected) => {
    expect(recommendationsFor(counters(values))).toEqual(expected);
  });
});

describe('learnerDashboard', () => {
  const email = 'amani@example.com';
  const activityAt = (i: number): ActivityRecord => ({
    userEmail: email,
    type: i % 2 ? 'chat' : 'translation',
    details: { question: `q${i}` },
    timestamp: new Date(Date.UTC(2026, 2, 14, 0, i)),
    date: '2026-03-14',
  });
  const quizAt = (i: number): QuizResultRecord => ({
    userEmail: email,
    score: i,
    percentage: i * 5,
    totalQuestions: 20,
    category: 'mixed',
    difficulty: 'mixed',
    timestamp: new Date(Date.UTC(2026, 2, 14, 1, i)),
    date: '2026-03-14',
  });

  it('builds the overview, progress, achievements and recommendations from the stats', () => {
    const stats = counters({
      totalActivities: 12,
      chatCount: 4,
      translationCount: 5,
      pronunciationCount: 1,
      quizAttempts: 2,
      totalQuizScore: 171,
      lastQuizScore: 86,
      bestQuizScore: 86,
    });
    const dashboard = learnerDashboard(
      { stats, activities: [], quizResults: [], activeDates: ['2026-03-14', '2026-03-13'] },
      '2026-03-14',
    );
    expect(dashboard.overview).toEqual({
      total_interactions: 12,
      quiz_attempts: 2,
      avg_quiz_score: 86, // 85.5 rounded
      learning_streak: 2,
    });
    expect(dashboard.progress).toEqual({
      chat_interactions: 4,
      translations_made: 5,
      pronunciation_practice: 1,
      quiz_scores: [],
    });
    expect(dashboard.achievements).toEqual({
      first_chat: true,
      first_quiz: true,
      quiz_master: true,
      consistent_learner: true,
      translation_explorer: true,
    });
    expect(dashboard.recommendations).toEqual([RECOMMENDATIONS.pronunciation]);
  });

  it('of 20 fetched records keeps the 10 newest quiz scores and shows the 5 newest activities', () => {
    const activities = Array.from({ length: 20 }, (_, i) => activityAt(i)).reverse();
    const quizResults = Array.from({ length: 20 }, (_, i) => quizAt(i));
    const dashboard = learnerDashboard(
      { stats: counters({ totalActivities: 40 }), activities, quizResults, activeDates: [] },
      '2026-03-14',
    );
    expect(dashboard.recent_activities).toHaveLength(LEARNER_SHOWN);
    expect(dashboard.recent_activities.map((a) => a.details)).toEqual(
      [19, 18, 17, 16, 15].map((i) => ({ question: `q${i}` })),
    );
    expect(dashboard.recent_activities[0]).toEqual({
      type: 'chat',
      details: { question: 'q19' },
      timestamp: '2026-03-14T00:19:00.000Z',
      date: '2026-03-14',
    });
    expect(dashboard.progress.quiz_scores).toHaveLength(10);
    expect(dashboard.progress.quiz_scores.map((q) => q.score)).toEqual(
      [19, 18, 17, 16, 15, 14, 13, 12, 11, 10].map((i) => i * 5),
    );
    expect(dashboard.progress.quiz_scores[0]).toEqual({
      score: 95,
      date: '2026-03-14',
      timestamp: '2026-03-14T01:19:00.000Z',
    });
  });

  it('shows a run of reviews as one entry, so the lesson before a review session stays in view', () => {
    const at = (minute: number, type: ActivityRecord['type'], details: object): ActivityRecord => ({
      userEmail: email,
      type,
      details,
      timestamp: new Date(Date.UTC(2026, 2, 14, 1, minute)),
      date: '2026-03-14',
    });
    const reviews = Array.from({ length: 29 }, (_, i) =>
      at(10 + i, 'review', { word: `w${i}`, grade: 'good' }),
    );
    const activities = [
      at(1, 'chat', { question: 'muraho?' }),
      at(5, 'lesson', { lesson: 'Greetings 1' }),
      ...reviews,
    ];
    const dashboard = learnerDashboard(
      { stats: counters({ totalActivities: 31 }), activities, quizResults: [], activeDates: [] },
      '2026-03-14',
    );
    expect(dashboard.recent_activities.map((a) => [a.type, a.details])).toEqual([
      ['review', { word: 'w28', grade: 'good', cards: 29 }],
      ['lesson', { lesson: 'Greetings 1' }],
      ['chat', { question: 'muraho?' }],
    ]);
  });

  it('the empty dashboard is a new learner’s', () => {
    expect(emptyLearnerDashboard()).toEqual({
      overview: { total_interactions: 0, quiz_attempts: 0, avg_quiz_score: 0, learning_streak: 0 },
      progress: { chat_interactions: 0, translations_made: 0, pronunciation_practice: 0, quiz_scores: [] },
      achievements: {
        first_chat: false,
        first_quiz: false,
        quiz_master: false,
        consistent_learner: false,
        translation_explorer: false,
      },
      recommendations: [...NEW_LEARNER_RECOMMENDATIONS],
      recent_activities: [],
    });
  });
});
