import {
  adminAnalyticsResponseSchema,
  adminUsersResponseSchema,
  availableSentencesResponseSchema,
  chatResponseSchema,
  generatedQuizSchema,
  learnerDashboardResponseSchema,
  quizCategoriesResponseSchema,
  quizSubmitResponseSchema,
  translateResponseSchema,
} from '@vuga/api-client/contract';
import { speechKey } from '@vuga/tutor/speech';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyAnalyticsReader } from '../src/analytics.ts';
import { ADMIN, bearer, clips, LEARNER, realTutor, testServer } from './support.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('POST /chat', () => {
  it("attaches the native clip when the answer's word is a clip sentence", async () => {
    const response = await post('/chat', { question: 'How do you say zero in Kinyarwanda?' });
    expect(response.statusCode).toBe(200);
    const body = chatResponseSchema.parse(response.json());
    // Two clips say "zeru", with equal votes: the first in the index is used.
    const clip = clips.find((c) => c.sentence === 'zeru');
    expect(clip).toBeDefined();
    expect(body).toMatchObject({
      word: expect.stringMatching(/^zeru$/i),
      audio_url: `/common-voice-audio/${clip?.file}`,
      source: 'common_voice',
      votes: { up: clip?.upVotes, down: clip?.downVotes },
      duration: 2.808,
      available_count: realTutor().status().nativeWords,
    });
  });

  it('answers every listed native word with that word and its own recording', async () => {
    const listed = (await app.inject({ method: 'GET', url: '/available-sentences' })).json() as {
      total: number;
      categories: Record<string, string[]>;
    };
    const words = Object.values(listed.categories).flat();
    expect(words.length).toBe(listed.total);
    expect(listed.categories).not.toHaveProperty('keywords');
    for (const word of words) {
      const body = chatResponseSchema.parse((await post('/chat', { question: word })).json());
      expect(body.word.toLowerCase(), word).toBe(word.toLowerCase());
      expect(body.source, word).toBe('common_voice');
      const clip = clips.find((c) => `/common-voice-audio/${c.file}` === body.audio_url);
      expect(clip?.sentence.toLowerCase(), word).toBe(word.toLowerCase());
    }
  });

  it("passes the engine's answer through, with synthesised speech (tts_generated) when no clip matches", async () => {
    const question = 'How do I say hello?';
    const body = chatResponseSchema.parse((await post('/chat', { question: `  ${question} ` })).json());
    const answer = realTutor().answer(question);
    expect(answer.word.toLowerCase()).toBe('muraho');
    const { response, blocks, ...rest } = body;
    expect(rest).toEqual({
      ...answer,
      response: undefined,
      review_text: 'muraho',
      audio_url: `/audio/${speechKey(answer.word)?.hash}.mp3`,
      source: 'tts_generated',
      votes: { up: 0, down: 0 },
      duration: 0,
      available_count: realTutor().status().nativeWords,
      practice: null,
    });
    // The engine's text, line by line, as blocks and as plain text.
    expect(blocks.map((block) => block.kind)).toEqual(answer.response.split('\n').map(() => 'paragraph'));
    expect(response).toBe(answer.response.split('\n').join('\n\n'));
  });

  it('answers a grammar question as blocks (a table among them) and plain text with no markup', async () => {
    const body = chatResponseSchema.parse((await post('/chat', { question: 'explain adjectives' })).json());
    expect(body.type).toBe('grammar');
    expect(body.blocks.some((block) => block.kind === 'table')).toBe(true);
    expect(body.response).not.toMatch(/\*\*|\|---|^\s*\|/m);
  });

  it('gives "quiz me" a question to answer in place, with its answer, that the bank scores the same', async () => {
    const body = chatResponseSchema.parse((await post('/chat', { question: 'quiz me on animals' })).json());
    expect(body.type).toBe('quiz');
    const practice = body.practice!;
    expect(practice.options[practice.correct_answer]).toBeDefined();
    // Plain-text readers get the question and its lettered options; the blocks leave them to the practice card.
    expect(body.response).toContain(`Here's one to start: ${practice.question}\nA. ${practice.options[0]}`);
    expect(JSON.stringify(body.blocks)).not.toContain(practice.options[0]!);
    // The bank scores it the same; it is practice, so no quiz issued it and /quiz/submit refuses it.
    const scored = realTutor().scoreQuiz({ questionIds: [practice.id], answers: [practice.correct_answer] });
    expect(scored.detailed_results[0]).toMatchObject({ is_correct: true, explanation: practice.explanation });
    const quiz = generatedQuizSchema.parse(
      (await post('/quiz/generate', { category: 'mixed', difficulty: 'mixed', num_questions: 5 })).json(),
    );
    const foreign = await post('/quiz/submit', {
      quiz_id: quiz.quiz_id,
      questions: [practice.id],
      answers: [practice.correct_answer],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toMatch(/questions of this quiz/);
  });

  it('trims the question and refuses an empty one with a message naming the field', async () => {
    const response = await post('/chat', { question: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'question must not be empty' });
  });

  it('accepts the signed-in user’s own email and refuses an email without a token', async () => {
    const own = await post('/chat', { question: 'hello', user_email: LEARNER }, bearer('learner-token'));
    expect(own.statusCode).toBe(200);
    const forged = await post('/chat', { question: 'hello', user_email: LEARNER });
    expect(forged.statusCode).toBe(401);
    const someoneElse = await post(
      '/chat',
      { question: 'hello', user_email: ADMIN },
      bearer('learner-token'),
    );
    expect(someoneElse.statusCode).toBe(403);
    const anonymous = await post('/chat', { question: 'hello', user_email: 'anonymous' });
    expect(anonymous.statusCode).toBe(200);
  });
});

describe('GET /available-sentences', () => {
  it('lists the native words by category', async () => {
    const body = availableSentencesResponseSchema.parse((await get('/available-sentences')).json());
    expect(body.total).toBe(realTutor().status().nativeWords);
    expect(body.total).toBeLessThan(new Set(clips.map((c) => c.sentence)).size); // only words it teaches
    expect(Object.values(body.categories).flat()).toContain('oya');
    expect(body.categories.numbers).toContain('zeru');
  });
});

describe('POST /chat review_text', () => {
  it('offers only what POST /review/cards then accepts', async () => {
    const taught = chatResponseSchema.parse(
      (await post('/chat', { question: 'How do I say thank you?' })).json(),
    );
    expect(taught.review_text).toBe('murakoze');
    expect(
      (await post('/review/cards', { text: taught.review_text }, bearer('learner-token'))).statusCode,
    ).toBe(200);
    const topic = chatResponseSchema.parse(
      (await post('/chat', { question: 'What are noun classes?' })).json(),
    );
    expect(topic.review_text).toBeNull();
  });
});

describe('POST /translate', () => {
  it('translates the trimmed text in the requested direction, as the engine does', async () => {
    const response = await post('/translate', { text: ' hello ', direction: 'en-rw' });
    expect(response.statusCode).toBe(200);
    const body = translateResponseSchema.parse(response.json());
    const { explanation, ...engine } = realTutor().translate('hello', 'en-rw');
    expect(body).toEqual({
      ...engine,
      blocks: explanation ?? [],
      review_text: 'muraho',
      audio_url: `/audio/${speechKey(engine.translated_text)?.hash}.mp3`,
    });
    expect(body.translated_text.toLowerCase()).toBe('muraho');
    const back = translateResponseSchema.parse(
      (await post('/translate', { text: 'muraho', direction: 'rw-en' })).json(),
    );
    expect(back.direction).toBe('rw-en');
    expect(back.translated_text.toLowerCase()).toContain('hello');
  });

  it('says how a sentence made from a pattern was made, as blocks with no markup', async () => {
    const body = translateResponseSchema.parse(
      (await post('/translate', { text: "I'm from Rwanda", direction: 'en-rw' })).json(),
    );
    expect(body).toMatchObject({ translated_text: 'Nkomoka mu Rwanda', method: 'pattern' });
    expect(body.blocks[0]).toEqual({
      kind: 'paragraph',
      spans: [{ text: 'Made from the pattern ' }, { text: 'I am from … → Nkomoka …', strong: true }],
    });
  });

  it('offers review_text only for what POST /review/cards then accepts', async () => {
    const exact = translateResponseSchema.parse(
      (await post('/translate', { text: 'muraho', direction: 'rw-en' })).json(),
    );
    expect(exact.review_text).toBe('muraho');
    const added = await post('/review/cards', { text: exact.review_text }, bearer('learner-token'));
    expect(added.statusCode).toBe(200);
    const pattern = translateResponseSchema.parse(
      (await post('/translate', { text: "I'm from Rwanda", direction: 'en-rw' })).json(),
    );
    expect(pattern.review_text).toBeNull();
    const unknown = translateResponseSchema.parse(
      (await post('/translate', { text: 'xylophone quartet', direction: 'en-rw' })).json(),
    );
    expect(unknown.review_text).toBeNull();
  });

  it("gives the Kinyarwanda side's recording: the result from English, the text itself from Kinyarwanda", async () => {
    const from = translateResponseSchema.parse(
      (await post('/translate', { text: "I'm from Rwanda", direction: 'en-rw' })).json(),
    );
    expect(from.audio_url).toBe(`/audio/${speechKey('Nkomoka mu Rwanda')?.hash}.mp3`);
    const to = translateResponseSchema.parse(
      (await post('/translate', { text: ' Nkomoka mu Rwanda ', direction: 'rw-en' })).json(),
    );
    expect(to.audio_url).toBe(from.audio_url);
    expect((await get(to.audio_url!)).statusCode).toBe(200);
  });

  it('refuses an unknown direction and an overlong text, naming the field', async () => {
    const direction = await post('/translate', { text: 'hello', direction: 'en-fr' });
    expect(direction.statusCode).toBe(400);
    expect(direction.json().error).toMatch(/^direction/);
    const long = await post('/translate', { text: 'a'.repeat(5001), direction: 'en-rw' });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatch(/text must be at most 5000 characters/);
  });
});

describe('quiz', () => {
  it('lists the categories', async () => {
    const { categories } = quizCategoriesResponseSchema.parse((await get('/quiz/categories')).json());
    expect(categories).toEqual(expect.arrayContaining(['greetings', 'numbers', 'animals']));
  });

  it('generates a quiz without revealing the answers', async () => {
    const response = await post('/quiz/generate', {
      category: 'mixed',
      difficulty: 'mixed',
      num_questions: 5,
    });
    expect(response.statusCode).toBe(200);
    const quiz = generatedQuizSchema.parse(response.json());
    expect(quiz.questions).toHaveLength(5);
    expect(JSON.stringify(response.json())).not.toMatch(/correct/);
  });

  it('refuses a count outside 5–25 and an unknown category with 400', async () => {
    const few = await post('/quiz/generate', { category: 'mixed', difficulty: 'mixed', num_questions: 4 });
    expect(few.statusCode).toBe(400);
    expect(few.json().error).toMatch(/^num_questions/);
    const unknown = await post('/quiz/generate', {
      category: 'astronomy',
      difficulty: 'mixed',
      num_questions: 5,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/astronomy/);
  });

  it('scores by id from the server bank, ignoring answers a client puts in question objects', async () => {
    const quiz = generatedQuizSchema.parse(
      (await post('/quiz/generate', { category: 'greetings', difficulty: 'mixed', num_questions: 5 })).json(),
    );
    const [first, second, ...rest] = quiz.questions;
    const ids = quiz.questions.map((q) => q.id);
    // The bank's own key (the engine, not the API): the first right, the second wrong, the rest not at all.
    const key = realTutor()
      .scoreQuiz({ questionIds: ids, answers: ids.map(() => -1) })
      .detailed_results.map((r) => r.correct_answer);
    const wrong = ((key[1] ?? 0) + 1) % (second?.options.length ?? 2);
    const response = await post('/quiz/submit', {
      quiz_id: quiz.quiz_id,
      // A tampered question object claims its own correct answer: only its id counts.
      questions: [{ ...first, correct_answer: wrong }, second, ...rest.map((q) => q.id)],
      answers: [key[0], wrong, ...rest.map(() => -1)],
    });
    expect(response.statusCode).toBe(200);
    const result = quizSubmitResponseSchema.parse(response.json());
    expect(result).toMatchObject({ score: 1, correct_answers: 1, total_questions: 5, percentage: 20 });
    expect(result.detailed_results.map((r) => [r.question_id, r.is_correct])).toEqual(
      ids.map((id, i) => [id, i === 0]),
    );
    expect(result.detailed_results[2]?.user_answer).toBe(-1);
  });

  it('refuses a quiz it did not issue, questions not of the quiz and mismatched answers', async () => {
    const never = await post('/quiz/submit', {
      quiz_id: '7f1c2a9e-4b3d-4e8f-9a6b-2c5d8e1f0a3b',
      questions: ['nope'],
      answers: [0],
    });
    expect(never.statusCode).toBe(404);
    expect(never.json().error).toMatch(/no such quiz/);
    const quiz = generatedQuizSchema.parse(
      (await post('/quiz/generate', { category: 'mixed', difficulty: 'mixed', num_questions: 5 })).json(),
    );
    const unknown = await post('/quiz/submit', { quiz_id: quiz.quiz_id, questions: ['nope'], answers: [0] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/questions of this quiz/);
    const mismatched = await post('/quiz/submit', {
      quiz_id: quiz.quiz_id,
      questions: ['a', 'b'],
      answers: [0],
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().error).toMatch(/^answers/);
  });
});

describe('dashboards', () => {
  it('gives the learner their own dashboard, computed from the store', async () => {
    const response = await get('/learner/dashboard?time_zone=UTC', bearer('learner-token'));
    expect(response.statusCode).toBe(200);
    const dashboard = learnerDashboardResponseSchema.parse(response.json());
    expect(dashboard.overview).toEqual({
      total_interactions: 3,
      quiz_attempts: 1,
      avg_quiz_score: 80,
      learning_streak: 1,
    });
    expect(dashboard.achievements.first_chat).toBe(true);
    expect(dashboard.recent_activities).toHaveLength(2);
  });

  it("refuses someone else's email, no token, and a bad token", async () => {
    const other = await get(
      `/learner/dashboard?user_email=${encodeURIComponent(ADMIN)}`,
      bearer('learner-token'),
    );
    expect(other.statusCode).toBe(403);
    const own = await get(
      `/learner/dashboard?user_email=${encodeURIComponent(LEARNER)}&time_zone=UTC`,
      bearer('learner-token'),
    );
    expect(own.statusCode).toBe(200);
    expect((await get(`/learner/dashboard?user_email=${LEARNER}`)).statusCode).toBe(401);
    expect((await get('/learner/dashboard', bearer('made-up'))).statusCode).toBe(401);
    expect((await get('/learner/dashboard', { authorization: 'Basic abc' })).statusCode).toBe(401);
    expect((await get('/learner/dashboard', bearer('phone-token'))).statusCode).toBe(403);
  });

  it('refuses a time zone that does not exist', async () => {
    const response = await get('/learner/dashboard?time_zone=Mars/Olympus', bearer('learner-token'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^time_zone/);
  });

  it('gives the administrator the analytics and the users (email compared case-insensitively)', async () => {
    const analytics = await get('/admin/analytics', bearer('admin-token'));
    expect(analytics.statusCode).toBe(200);
    expect(adminAnalyticsResponseSchema.parse(analytics.json()).overview.total_users).toBe(1);
    const users = await get('/admin/users', bearer('admin-token'));
    expect(adminUsersResponseSchema.parse(users.json()).users.map((u) => u.email)).toEqual([LEARNER]);
  });

  it('refuses the admin endpoints to a learner (403), to nobody (401) and to a forged email header', async () => {
    expect((await get('/admin/analytics', bearer('learner-token'))).statusCode).toBe(403);
    expect((await get('/admin/users')).statusCode).toBe(401);
    expect((await get('/admin/users', { 'x-user-email': ADMIN })).statusCode).toBe(401);
    expect(
      (await get('/admin/users', { 'x-user-email': ADMIN, ...bearer('learner-token') })).statusCode,
    ).toBe(403);
  });

  it('answers zeros in the right shape from an empty store', async () => {
    const empty = await testServer({ analytics: emptyAnalyticsReader });
    const analytics = adminAnalyticsResponseSchema.parse(
      (await empty.inject({ url: '/admin/analytics', headers: bearer('admin-token') })).json(),
    );
    expect(analytics.overview.total_users).toBe(0);
    const users = await empty.inject({ url: '/admin/users', headers: bearer('admin-token') });
    expect(users.json()).toEqual({ users: [] });
    await empty.close();
  });

  it('answers 503 with the spec wording when the store fails', async () => {
    const failing = await testServer({
      analytics: { ...emptyAnalyticsReader, allUserStats: () => Promise.reject(new Error('unavailable')) },
    });
    const response = await failing.inject({ url: '/admin/users', headers: bearer('admin-token') });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'Failed to fetch users data' });
    await failing.close();
  });
});

describe('operations', () => {
  it('is ready, and sends security headers and a request id', async () => {
    const response = await get('/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const traced = await get('/ready', { 'x-request-id': 'trace-123' });
    expect(traced.headers['x-request-id']).toBe('trace-123');
  });

  it('stops being ready once shutdown starts', async () => {
    const closing = await testServer();
    await closing.ready();
    const closed = closing.close();
    const response = await closing.inject({ url: '/ready' });
    await closed;
    expect(response.statusCode).toBe(503);
  });
});
