import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../src/index.ts';

// A real HTTP server on loopback, so the client is exercised through real sockets.
let server: Server;
let baseUrl: string;
let nextResponse: { status: number; body: string; delayMs?: number } = { status: 200, body: '{}' };
let lastAuthorization: string | undefined;
let lastRequest: { method?: string; url?: string; body: string } = { body: '' };

beforeAll(async () => {
  server = createServer((req, res) => {
    lastAuthorization = req.headers.authorization;
    let received = '';
    req.on('data', (chunk: Buffer) => {
      received += chunk.toString();
    });
    req.on('end', () => {
      lastRequest = { method: req.method, url: req.url, body: received };
      const { status, body, delayMs = 0 } = nextResponse;
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const health = {
  status: 'ok',
  teaching_model: true,
  common_voice_audio: true,
  tts_audio: true,
  available_words: 31,
  version: '0.1.0',
  uptime: 12.5,
  records_outbox: { pending: 0, dropped: 0, dead: 0 },
};

describe('createApiClient', () => {
  it('parses a valid health response and sends the bearer token', async () => {
    nextResponse = { status: 200, body: JSON.stringify(health) };
    const client = createApiClient({ baseUrl: `${baseUrl}/`, getToken: async () => 'token-123' });
    await expect(client.health()).resolves.toEqual(health);
    expect(lastAuthorization).toBe('Bearer token-123');
  });

  it('sends no authorization header when signed out', async () => {
    nextResponse = { status: 200, body: JSON.stringify(health) };
    await createApiClient({ baseUrl, getToken: async () => null }).health();
    expect(lastAuthorization).toBeUndefined();
  });

  it("returns the server's error text for an error status", async () => {
    nextResponse = { status: 400, body: JSON.stringify({ error: 'question must not be empty' }) };
    const error = await createApiClient({ baseUrl })
      .health()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, serverMessage: 'question must not be empty' });
  });

  it('rejects a response that does not match the contract', async () => {
    nextResponse = { status: 200, body: JSON.stringify({ ...health, available_words: 'many' }) };
    await expect(createApiClient({ baseUrl }).health()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('reports a network failure when nothing listens', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
    await expect(client.health()).rejects.toMatchObject({ kind: 'network' });
  });

  it('times out a slow server', async () => {
    nextResponse = { status: 200, body: JSON.stringify(health), delayMs: 500 };
    const client = createApiClient({ baseUrl, timeoutMs: 50 });
    await expect(client.health()).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('reports a cancelled request as aborted', async () => {
    nextResponse = { status: 200, body: JSON.stringify(health), delayMs: 500 };
    const controller = new AbortController();
    const pending = createApiClient({ baseUrl }).health({ signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });
});

const chat = {
  response: 'Hello is "muraho".',
  type: 'vocabulary',
  category: 'greetings',
  difficulty: 'beginner',
  confidence: 0.92,
  word: 'muraho',
  review_text: 'muraho',
  audio_url: '/common-voice-audio/common_voice_rw_1.mp3',
  source: 'common_voice',
  votes: { up: 2, down: 0 },
  enhanced_pronunciation: 'mu-ra-ho',
  duration: 2.8,
  available_count: 31,
  suggestions: [],
  blocks: [{ kind: 'example', rw: 'Muraho', en: 'Hello', audio_url: null }],
  practice: null,
};
const QUIZ_ID = '7f1c2a9e-4b3d-4e8f-9a6b-2c5d8e1f0a3b';
const quiz = {
  quiz_id: QUIZ_ID,
  expires_at: '2026-11-26T12:00:00.000Z',
  category: 'greetings',
  difficulty: 'mixed',
  total_questions: 1,
  questions: [{ id: 'g1', question: 'Hello?', options: ['muraho', 'yego'], kind: 'meaning' }],
};
const dashboard = {
  overview: { total_interactions: 1, quiz_attempts: 0, avg_quiz_score: 0, learning_streak: 1 },
  progress: { chat_interactions: 1, translations_made: 0, pronunciation_practice: 0, quiz_scores: [] },
  achievements: {
    first_chat: true,
    first_quiz: false,
    quiz_master: false,
    consistent_learner: false,
    translation_explorer: false,
  },
  recommendations: ['Take a quiz'],
  recent_activities: [
    {
      type: 'chat',
      details: { question: 'hello', confidence: 0.9 },
      timestamp: '2026-11-23T09:00:00.000Z',
      date: '2026-11-23',
    },
  ],
};

describe('the endpoint methods', () => {
  const cases: Array<{
    name: string;
    call: () => Promise<unknown>;
    method: string;
    url: string;
    sent?: unknown;
    answer: unknown;
  }> = [
    {
      name: 'chat',
      call: () => createApiClient({ baseUrl }).chat({ question: 'How do I say hello?' }),
      method: 'POST',
      url: '/chat',
      sent: { question: 'How do I say hello?' },
      answer: chat,
    },
    {
      name: 'availableSentences',
      call: () => createApiClient({ baseUrl }).availableSentences(),
      method: 'GET',
      url: '/available-sentences',
      answer: { total: 1, categories: { greetings: ['muraho'] } },
    },
    {
      name: 'translate',
      call: () => createApiClient({ baseUrl }).translate({ text: 'hello', direction: 'en-rw' }),
      method: 'POST',
      url: '/translate',
      sent: { text: 'hello', direction: 'en-rw' },
      answer: {
        translated_text: 'muraho',
        direction: 'en-rw',
        method: 'exact',
        confidence: 1,
        alternatives: [],
        glosses: [{ source: 'hello', target: 'muraho' }],
        blocks: [],
        review_text: 'muraho',
        audio_url: '/audio/0123abcd.mp3',
      },
    },
    {
      name: 'quizCategories',
      call: () => createApiClient({ baseUrl }).quizCategories(),
      method: 'GET',
      url: '/quiz/categories',
      answer: { categories: ['greetings', 'numbers'] },
    },
    {
      name: 'generateQuiz',
      call: () =>
        createApiClient({ baseUrl }).generateQuiz({
          category: 'greetings',
          difficulty: 'mixed',
          num_questions: 5,
        }),
      method: 'POST',
      url: '/quiz/generate',
      sent: { category: 'greetings', difficulty: 'mixed', num_questions: 5 },
      answer: quiz,
    },
    {
      name: 'submitQuiz',
      call: () =>
        createApiClient({ baseUrl }).submitQuiz({ quiz_id: QUIZ_ID, questions: ['g1'], answers: [-1] }),
      method: 'POST',
      url: '/quiz/submit',
      sent: { quiz_id: QUIZ_ID, questions: ['g1'], answers: [-1] },
      answer: {
        score: 0,
        percentage: 0,
        correct_answers: 0,
        total_questions: 1,
        feedback: 'Keep practising.',
        performance: 'Needs practice',
        detailed_results: [
          {
            question_id: 'g1',
            question: 'Hello?',
            options: ['muraho', 'yego'],
            user_answer: -1,
            correct_answer: 0,
            is_correct: false,
            explanation: 'Muraho means hello.',
          },
        ],
      },
    },
    {
      name: 'adminAnalytics',
      call: () => createApiClient({ baseUrl }).adminAnalytics(),
      method: 'GET',
      url: '/admin/analytics',
      answer: {
        overview: { total_users: 1, daily_active_users: 1, total_interactions: 3, system_uptime: 'Online' },
        feature_usage: {
          chat_interactions: 2,
          translation_requests: 1,
          quiz_attempts: 0,
          pronunciation_requests: 0,
        },
        user_engagement: { total_quiz_attempts: 0, avg_quiz_score: 0, active_users_today: 1 },
        system_health: {
          teaching_model_loaded: true,
          tts_system_loaded: true,
          translation_model_loaded: true,
          error_count: 0,
        },
        recent_activities: [{ ...dashboard.recent_activities[0], user_email: 'a@b.test' }],
      },
    },
    {
      name: 'adminUsers',
      call: () => createApiClient({ baseUrl }).adminUsers(),
      method: 'GET',
      url: '/admin/users',
      answer: {
        users: [
          {
            email: 'a@b.test',
            total_quiz_attempts: 0,
            avg_quiz_score: 0,
            chat_interactions: 1,
            translation_requests: 0,
            pronunciation_requests: 0,
            total_activities: 1,
            last_active: 'Never',
          },
        ],
      },
    },
    {
      name: 'learnerDashboard',
      call: () =>
        createApiClient({ baseUrl }).learnerDashboard({
          user_email: 'a+b@vuga.test',
          time_zone: 'Africa/Kigali',
        }),
      method: 'GET',
      url: '/learner/dashboard?user_email=a%2Bb%40vuga.test&time_zone=Africa%2FKigali',
      answer: dashboard,
    },
  ];

  it.each(cases)('$name sends $method $url and parses the answer', async (c) => {
    nextResponse = { status: 200, body: JSON.stringify(c.answer) };
    await expect(c.call()).resolves.toEqual(c.answer);
    expect(lastRequest.method).toBe(c.method);
    expect(lastRequest.url).toBe(c.url);
    if (c.sent !== undefined) expect(JSON.parse(lastRequest.body)).toEqual(c.sent);
    else expect(lastRequest.body).toBe('');
  });

  it('rejects a chat answer without audio fields as an invalid response', async () => {
    const { audio_url: _dropped, ...withoutAudio } = chat;
    nextResponse = { status: 200, body: JSON.stringify(withoutAudio) };
    await expect(createApiClient({ baseUrl }).chat({ question: 'hello' })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('exposes the base URL without a trailing slash', () => {
    expect(createApiClient({ baseUrl: 'http://127.0.0.1:5001//' }).baseUrl).toBe('http://127.0.0.1:5001');
  });
});
