import { describe, expect, it } from 'vitest';
import {
  audioUrl,
  chatRequestSchema,
  quizGenerateRequestSchema,
  quizSubmitRequestSchema,
  translateRequestSchema,
} from '../src/contract.ts';

const base = 'http://127.0.0.1:5001';

describe('audioUrl (docs/product.md §7)', () => {
  it('uses a path that already starts with a route as it is', () => {
    expect(audioUrl(base, '/audio/ab12.mp3', 'common_voice')).toBe(`${base}/audio/ab12.mp3`);
    expect(audioUrl(`${base}/`, '/common-voice-audio/cv_1.mp3', 'tts_generated')).toBe(
      `${base}/common-voice-audio/cv_1.mp3`,
    );
  });

  it('takes the file name and chooses the route by source otherwise', () => {
    expect(audioUrl(base, 'cache/tts/ab12.mp3', 'tts_generated')).toBe(`${base}/audio/ab12.mp3`);
    expect(audioUrl(base, 'clips/cv_1.mp3', 'common_voice')).toBe(`${base}/common-voice-audio/cv_1.mp3`);
    expect(audioUrl(base, 'C:\\clips\\cv_2.mp3', undefined)).toBe(`${base}/common-voice-audio/cv_2.mp3`);
    expect(audioUrl(base, 'cv 3.mp3', 'something-else')).toBe(`${base}/common-voice-audio/cv%203.mp3`);
  });
});

describe('request schemas', () => {
  const firstMessage = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');

  it('trims the question and refuses an empty or overlong one, naming the field', () => {
    expect(chatRequestSchema.parse({ question: '  muraho  ' }).question).toBe('muraho');
    expect(firstMessage(chatRequestSchema.safeParse({ question: '   ' }))).toMatch(/question/);
    expect(firstMessage(chatRequestSchema.safeParse({ question: 'a'.repeat(1001) }))).toMatch(/1000/);
    expect(chatRequestSchema.safeParse({ question: 'a'.repeat(1000) }).success).toBe(true);
  });

  it('accepts an email or anonymous as user_email and nothing else', () => {
    expect(chatRequestSchema.safeParse({ question: 'x', user_email: 'anonymous' }).success).toBe(true);
    expect(chatRequestSchema.safeParse({ question: 'x', user_email: 'a@b.test' }).success).toBe(true);
    expect(chatRequestSchema.safeParse({ question: 'x', user_email: 'not an email' }).success).toBe(false);
  });

  it('bounds the translation text to 5000 characters and the direction to two values', () => {
    expect(translateRequestSchema.safeParse({ text: 'a'.repeat(5000), direction: 'rw-en' }).success).toBe(
      true,
    );
    expect(translateRequestSchema.safeParse({ text: 'a'.repeat(5001), direction: 'rw-en' }).success).toBe(
      false,
    );
    expect(firstMessage(translateRequestSchema.safeParse({ text: 'hi', direction: 'en-fr' }))).toMatch(
      /^direction/,
    );
  });

  it('defaults a quiz to 10 mixed questions and bounds the count to 5–25', () => {
    expect(quizGenerateRequestSchema.parse({})).toEqual({
      category: 'mixed',
      difficulty: 'mixed',
      num_questions: 10,
    });
    expect(quizGenerateRequestSchema.safeParse({ num_questions: 4 }).success).toBe(false);
    expect(quizGenerateRequestSchema.safeParse({ num_questions: 25 }).success).toBe(true);
    expect(quizGenerateRequestSchema.safeParse({ num_questions: 26 }).success).toBe(false);
    expect(quizGenerateRequestSchema.safeParse({ num_questions: 7.5 }).success).toBe(false);
  });

  it('takes quiz questions as ids or objects and needs one answer (≥ -1) per question', () => {
    const quiz_id = '7f1c2a9e-4b3d-4e8f-9a6b-2c5d8e1f0a3b';
    expect(
      quizSubmitRequestSchema.safeParse({
        quiz_id,
        questions: ['q1', { id: 'q2', question: 'x' }],
        answers: [0, -1],
      }).success,
    ).toBe(true);
    expect(
      firstMessage(quizSubmitRequestSchema.safeParse({ quiz_id, questions: ['q1', 'q2'], answers: [0] })),
    ).toMatch(/^answers: .*one entry per question/);
    expect(quizSubmitRequestSchema.safeParse({ quiz_id, questions: ['q1'], answers: [-2] }).success).toBe(
      false,
    );
    expect(
      quizSubmitRequestSchema.safeParse({ quiz_id, questions: [{ question: 'no id' }], answers: [0] })
        .success,
    ).toBe(false);
    // Without the attempt /quiz/generate issued, or with an id that is not one, nothing is scored.
    expect(firstMessage(quizSubmitRequestSchema.safeParse({ questions: ['q1'], answers: [0] }))).toMatch(
      /quiz_id/,
    );
    expect(
      quizSubmitRequestSchema.safeParse({ quiz_id: '../x', questions: ['q1'], answers: [0] }).success,
    ).toBe(false);
  });
});
