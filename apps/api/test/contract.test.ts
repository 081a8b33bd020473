// The built server on a real port (0: any free one) and the real typed client: every endpoint's response is
// parsed by the contract's schemas (the client rejects anything that does not match).
import type { AddressInfo } from 'node:net';
import { ApiError, audioUrl, createApiClient } from '@vuga/api-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEARNER, testServer } from './support.ts';

let app: FastifyInstance;
let baseUrl: string;
beforeAll(async () => {
  app = await testServer();
  await app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

const client = (token: string | null = null) => createApiClient({ baseUrl, getToken: async () => token });

describe('every endpoint through the real client', () => {
  it('health and available sentences', async () => {
    await expect(client().health()).resolves.toMatchObject({ status: 'ok', teaching_model: true });
    const sentences = await client().availableSentences();
    expect(sentences.total).toBeGreaterThan(0);
  });

  it('chat, and the audio it points to plays (with ranges)', async () => {
    const answer = await client('learner-token').chat({
      question: 'how do you say zero',
      user_email: LEARNER,
    });
    expect(answer.audio_url).not.toBeNull();
    const url = audioUrl(baseUrl, answer.audio_url ?? '', answer.source);
    const audio = await fetch(url, { headers: { range: 'bytes=0-1023' } });
    expect(audio.status).toBe(206);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await audio.arrayBuffer()).byteLength).toBe(1024);
  });

  it('translate both ways', async () => {
    await expect(client().translate({ text: 'thank you', direction: 'en-rw' })).resolves.toMatchObject({
      direction: 'en-rw',
    });
    await expect(client().translate({ text: 'murakoze', direction: 'rw-en' })).resolves.toMatchObject({
      direction: 'rw-en',
    });
  });

  it('quiz categories, generate and submit', async () => {
    const { categories } = await client().quizCategories();
    const quiz = await client().generateQuiz({
      category: categories[0] ?? 'mixed',
      difficulty: 'mixed',
      num_questions: 5,
    });
    expect(quiz.questions).toHaveLength(5);
    const result = await client().submitQuiz({
      quiz_id: quiz.quiz_id,
      questions: quiz.questions,
      answers: quiz.questions.map(() => 0),
    });
    expect(result.total_questions).toBe(5);
  });

  it('learner dashboard and admin endpoints with tokens', async () => {
    const dashboard = await client('learner-token').learnerDashboard({
      user_email: LEARNER,
      time_zone: 'UTC',
    });
    expect(dashboard.overview.total_interactions).toBe(3);
    await expect(client('admin-token').adminAnalytics()).resolves.toHaveProperty('overview');
    await expect(client('admin-token').adminUsers()).resolves.toHaveProperty('users');
  });

  it("hands the server's error text to the app as a typed error", async () => {
    const empty = await client()
      .translate({ text: '   ', direction: 'en-rw' })
      .catch((error: unknown) => error);
    expect(empty).toBeInstanceOf(ApiError);
    expect(empty).toMatchObject({ kind: 'http', status: 400, serverMessage: 'text must not be empty' });
    await expect(client().adminUsers()).rejects.toMatchObject({ kind: 'http', status: 401 });
    await expect(client('learner-token').adminUsers()).rejects.toMatchObject({
      status: 403,
      serverMessage: 'Access denied. Admin privileges required.',
    });
  });
});
