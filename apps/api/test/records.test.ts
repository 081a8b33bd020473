// What the routes record, with a recorder that remembers its inputs: a verified learner's chat, pronunciation,
// translation and server-scored quiz, in their time zone; nothing for a visitor or a learner who opted out.
// /health reports the outbox's backlog.
import { healthResponseSchema } from '@vuga/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { bearer, LEARNER, recordingRecorder, testServer } from './support.ts';

const { recorded, recorder } = recordingRecorder({ pending: 3, dropped: 1, dead: 0 });

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer({ recorder });
}, 60_000);
afterAll(() => app.close());

const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
  recorded.length = 0;
  const response = await app.inject({ method: 'POST', url, payload, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('records', () => {
  it('a chat of a verified learner, in their time zone', async () => {
    const answer = await post(
      '/chat',
      { question: 'What does amazi mean?', time_zone: 'Africa/Kigali' },
      bearer('learner-token'),
    );
    expect(recorded).toEqual([
      {
        email: LEARNER,
        timeZone: 'Africa/Kigali',
        event: {
          type: 'chat',
          question: 'What does amazi mean?',
          response: {
            type: answer.type,
            category: answer.category,
            confidence: answer.confidence,
            word: answer.word,
          },
        },
      },
    ]);
  });

  it('a pronunciation answer as the tutor typed it (buildActivity counts it as pronunciation)', async () => {
    const answer = await post('/chat', { question: 'How do I pronounce amazi?' }, bearer('learner-token'));
    expect(answer.type).toBe('pronunciation');
    expect(recorded[0]?.event).toMatchObject({ type: 'chat', response: { type: 'pronunciation' } });
  });

  it('a translation with the text the tutor gave', async () => {
    const answer = await post(
      '/translate',
      { text: 'thank you', direction: 'en-rw' },
      bearer('learner-token'),
    );
    expect(recorded[0]?.event).toEqual({
      type: 'translation',
      originalText: 'thank you',
      translatedText: answer.translated_text,
      direction: 'en-rw',
    });
  });

  it('a quiz with the score the server computed, whatever the client claims', async () => {
    const quiz = (
      await app.inject({
        method: 'POST',
        url: '/quiz/generate',
        payload: { category: 'greetings', difficulty: 'beginner', num_questions: 5 },
        headers: bearer('learner-token'),
      })
    ).json();
    const result = await post(
      '/quiz/submit',
      {
        quiz_id: quiz.quiz_id,
        questions: quiz.questions.map((q: { id: string }) => q.id),
        answers: quiz.questions.map(() => 0),
        // Labels a client claims are not the quiz's: the server's own are recorded.
        category: 'numbers',
        difficulty: 'advanced',
        time_taken: 42,
        score: 25,
        percentage: 100,
      },
      bearer('learner-token'),
    );
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      email: LEARNER,
      event: {
        type: 'quiz',
        score: result.score,
        percentage: result.percentage,
        category: 'greetings',
        difficulty: 'beginner',
        timeTaken: 42,
      },
      quizResult: {
        score: result.score,
        percentage: result.percentage,
        totalQuestions: 5,
        category: 'greetings',
        difficulty: 'beginner',
      },
    });
  });

  it('nothing for a visitor, nor for a learner who opted out', async () => {
    await post('/chat', { question: 'muraho' });
    expect(recorded).toEqual([]);
    await post('/chat', { question: 'muraho', analytics_opt_out: true }, bearer('learner-token'));
    expect(recorded).toEqual([]);
  });

  it('refuses a time zone that is not one', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/chat',
      payload: { question: 'muraho', time_zone: 'Mars/Olympus' },
      headers: bearer('learner-token'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/time_zone/);
  });

  it('GET /health reports the outbox backlog', async () => {
    const body = healthResponseSchema.parse((await app.inject({ method: 'GET', url: '/health' })).json());
    expect(body.records_outbox).toEqual({ pending: 3, dropped: 1, dead: 0 });
  });
});

describe('the start-up guard', () => {
  it.each([
    ['FIREBASE_AUTH_EMULATOR_HOST', 'my-real-project'],
    ['FIRESTORE_EMULATOR_HOST', 'vuga-prod'],
  ])('refuses %s with the real project %s, and says why', (variable, project) => {
    expect(() => loadConfig({ [variable]: '127.0.0.1:9099', FIREBASE_PROJECT_ID: project })).toThrow(
      new RegExp(
        `Refusing to start: ${variable} is set but FIREBASE_PROJECT_ID "${project}" is not a demo-\\*`,
      ),
    );
  });

  it('accepts the emulators with a demo-* project, and a real project without them', () => {
    expect(
      loadConfig({
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
        FIREBASE_PROJECT_ID: 'demo-vuga',
      }).FIREBASE_PROJECT_ID,
    ).toBe('demo-vuga');
    expect(
      loadConfig({ FIREBASE_PROJECT_ID: 'vuga-prod', FIRESTORE_EMULATOR_HOST: '' }).FIREBASE_PROJECT_ID,
    ).toBe('vuga-prod');
  });
});
