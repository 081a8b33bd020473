import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_TEXT_LIMIT,
  addDays,
  buildActivity,
  buildQuizResult,
  cutText,
  DEFAULT_CHAT_CONFIDENCE,
  isDateString,
  localDate,
  quizScoreOf,
  removeEmpty,
} from '../src/index.ts';

const email = 'amani@example.com';
const now = new Date('2026-03-14T23:30:00Z');

describe('localDate: the learner’s calendar day', () => {
  it.each([
    ['UTC', '2026-03-14'],
    ['Africa/Kigali', '2026-03-15'], // UTC+2: already the next day
    ['America/New_York', '2026-03-14'],
    ['Pacific/Kiritimati', '2026-03-15'], // UTC+14
    ['Etc/GMT+12', '2026-03-14'], // UTC−12
  ])('%s → %s', (timeZone, expected) => {
    expect(localDate(now, timeZone)).toBe(expected);
  });

  it.each([
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-14', 0, '2026-03-14'],
    ['2026-03-14', -7, '2026-03-07'],
  ])('addDays(%s, %i) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-03-14', true],
    ['2026-02-30', false],
    ['2026-3-14', false],
    ['14/03/2026', false],
    [20260314, false],
  ])('isDateString(%s) = %s', (value, expected) => {
    expect(isDateString(value)).toBe(expected);
  });
});

describe('texts and empty values', () => {
  it.each([
    ['', ''],
    ['muraho', 'muraho'],
    ['a'.repeat(100), 'a'.repeat(100)],
    ['a'.repeat(101), 'a'.repeat(100)],
    ['🙂'.repeat(150), '🙂'.repeat(100)], // counted in characters, never split in half
  ])('cutText keeps at most 100 characters (%#)', (text, expected) => {
    expect(cutText(text)).toBe(expected);
    expect(Array.from(cutText(text)).length).toBeLessThanOrEqual(ANALYTICS_TEXT_LIMIT);
  });

  it('removeEmpty drops undefined, null, NaN and blank strings but keeps 0 and false', () => {
    expect(
      removeEmpty({ a: undefined, b: null, c: Number.NaN, d: '', e: '  ', f: 0, g: false, h: 'x', i: 0.5 }),
    ).toEqual({ f: 0, g: false, h: 'x', i: 0.5 });
  });

  it.each([
    [85.4, 85],
    [85.5, 86],
    [100, 100],
    [120, 100],
    [-3, 0],
    [Number.NaN, 0],
  ])('quizScoreOf(%d) = %d', (percentage, expected) => {
    expect(quizScoreOf(percentage)).toBe(expected);
  });
});

describe('buildActivity', () => {
  const when = { now, timeZone: 'Africa/Kigali' };
  const long = `${'Nigute navuga '.repeat(10)}end`;

  it.each([
    {
      name: 'chat: question cut to 100, answer type, category, confidence, word',
      event: {
        type: 'chat' as const,
        question: long,
        response: { type: 'vocabulary', category: 'greetings', confidence: 0.9, word: 'muraho' },
      },
      type: 'chat',
      details: {
        question: long.slice(0, 100),
        response_type: 'vocabulary',
        category: 'greetings',
        confidence: 0.9,
        word: 'muraho',
      },
    },
    {
      name: 'chat without confidence gets 0.5; empty values are removed',
      event: {
        type: 'chat' as const,
        question: ' Hello? ',
        response: { type: 'general', word: '', category: null },
      },
      type: 'chat',
      details: { question: 'Hello?', response_type: 'general', confidence: DEFAULT_CHAT_CONFIDENCE },
    },
    {
      name: 'a pronunciation answer is a pronunciation activity',
      event: {
        type: 'chat' as const,
        question: 'How do I pronounce amazi?',
        response: { type: 'pronunciation', category: 'nature', confidence: 1, word: 'amazi' },
      },
      type: 'pronunciation',
      details: {
        question: 'How do I pronounce amazi?',
        response_type: 'pronunciation',
        category: 'nature',
        confidence: 1,
        word: 'amazi',
      },
    },
    {
      name: 'translation: both texts cut to 100, direction, word count of the original',
      event: {
        type: 'translation' as const,
        originalText: long,
        translatedText: long,
        direction: 'rw-en' as const,
      },
      type: 'translation',
      details: {
        original_text: long.slice(0, 100),
        translated_text: long.slice(0, 100),
        direction: 'rw-en',
        word_count: 21,
      },
    },
    {
      name: 'quiz: score, percentage, category, difficulty, time taken',
      event: {
        type: 'quiz' as const,
        score: 8,
        percentage: 80,
        category: 'greetings',
        difficulty: 'beginner',
        timeTaken: 95,
      },
      type: 'quiz',
      details: { score: 8, percentage: 80, category: 'greetings', difficulty: 'beginner', time_taken: 95 },
    },
    {
      name: 'quiz with a score of 0 keeps the 0',
      event: { type: 'quiz' as const, score: 0, percentage: 0 },
      type: 'quiz',
      details: { score: 0, percentage: 0 },
    },
  ])('$name', ({ event, type, details }) => {
    expect(buildActivity(email, event, when)).toEqual({
      userEmail: email,
      type,
      details,
      timestamp: now,
      date: '2026-03-15',
    });
  });

  it('records a graded review card with its word, direction and grade', () => {
    const event = { type: 'review' as const, word: ' Murakoze ', direction: 'en-rw' as const, grade: 'hard' };
    expect(buildActivity(email, event, when)).toMatchObject({
      type: 'review',
      details: { word: 'Murakoze', direction: 'en-rw', grade: 'hard' },
    });
  });

  it('dates the activity in the given time zone', () => {
    const event = { type: 'quiz' as const, score: 1, percentage: 10 };
    expect(buildActivity(email, event, { now, timeZone: 'UTC' }).date).toBe('2026-03-14');
    expect(buildActivity(email, event, { now, timeZone: 'Asia/Tokyo' }).date).toBe('2026-03-15');
  });
});

describe('buildQuizResult', () => {
  it('keeps the result and dates it in the learner’s zone', () => {
    expect(
      buildQuizResult(
        email,
        { score: 9, percentage: 90, totalQuestions: 10, category: 'numbers', difficulty: 'mixed' },
        { now, timeZone: 'America/New_York' },
      ),
    ).toEqual({
      userEmail: email,
      score: 9,
      percentage: 90,
      totalQuestions: 10,
      category: 'numbers',
      difficulty: 'mixed',
      timestamp: now,
      date: '2026-03-14',
    });
  });
});
