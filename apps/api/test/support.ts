// Shared test fixtures: configuration, the real tutor engine (built once), a token verifier standing in for
// firebase-admin in route tests (the emulator tests use real tokens), and an in-memory analytics store.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnalyticsReader, UserStats } from '@vuga/analytics';
import type { LessonExercise } from '@vuga/api-client/contract';
import { createTutor, defaultContentDir, parseClipIndex, type Tutor } from '@vuga/tutor';
import { loadConfig } from '../src/config.ts';
import type { TokenVerifier } from '../src/plugins/auth.ts';
import { randomSource } from '../src/random.ts';
import type { Recorder, RecordInput } from '../src/recorder.ts';
import { buildServer, type ServerOptions } from '../src/server.ts';
import { rightAnswer } from './right-answer.ts';

export { rightAnswer };

export const ADMIN = 'admin@vuga.test';
export const LEARNER = 'learner@vuga.test';
/** Reviewers of the desk: one named by the configuration (REVIEWER_EMAILS), another for a second desk. */
export const REVIEWER = 'reviewer@vuga.test';
export const REVIEWER_2 = 'second-reviewer@vuga.test';

export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    LOG_LEVEL: 'silent',
    CORS_ORIGINS: 'http://127.0.0.1:5173',
    ADMIN_EMAIL: ADMIN,
    AUDIO_CACHE_DIR: mkdtempSync(join(tmpdir(), 'vuga-audio-')),
    ...env,
  });
}

/** The shipped Common Voice clip index (real data). */
export const clips = parseClipIndex(
  readFileSync(join(defaultContentDir, 'commonvoice', 'index.tsv'), 'utf8'),
);

/**
 * The real engine over the shipped content, built once per test file (it takes about a second). Its chance is
 * seeded: a test file draws the same quiz and sample questions on every run.
 */
let sharedTutor: Tutor | undefined;
export function realTutor(): Tutor {
  sharedTutor ??= createTutor(undefined, { random: randomSource('vuga-api-tests').next });
  return sharedTutor;
}

/** Stands in for firebase-admin in route tests: fixed tokens for fixed accounts (the emulator test uses real ones). */
export const fakeVerifier: TokenVerifier = async (token) => {
  const accounts = new Map<string, { uid: string; email?: string }>([
    ['learner-token', { uid: 'learner-uid', email: LEARNER }],
    ['second-learner-token', { uid: 'second-learner-uid', email: 'second@vuga.test' }],
    ['admin-token', { uid: 'admin-uid', email: 'Admin@Vuga.test' }],
    ['phone-token', { uid: 'phone-uid' }],
    ['reviewer-token', { uid: 'reviewer-uid', email: REVIEWER }],
    ['reviewer2-token', { uid: 'reviewer2-uid', email: REVIEWER_2 }],
  ]);
  const account = accounts.get(token);
  if (!account) throw new Error('Decoding Firebase ID token failed.');
  return account;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A store with one learner who chatted twice today and took one quiz. */
export function memoryReader(today = new Date()): AnalyticsReader {
  const date = today.toISOString().slice(0, 10);
  const stats: UserStats = {
    userEmail: LEARNER,
    createdAt: today,
    lastActive: today,
    totalActivities: 3,
    chatCount: 2,
    lessonCount: 0,
    translationCount: 0,
    quizAttempts: 1,
    pronunciationCount: 0,
    reviewCount: 0,
    totalQuizScore: 80,
    lastQuizScore: 80,
    bestQuizScore: 0,
  };
  const activities = [1, 2].map((n) => ({
    userEmail: LEARNER,
    type: 'chat' as const,
    details: { question: `question ${n}`, confidence: 0.9 },
    timestamp: new Date(today.getTime() - n * 1000),
    date,
  }));
  return {
    userStats: async (email) => (email === LEARNER ? stats : null),
    userActivities: async (email, limit) => (email === LEARNER ? activities.slice(0, limit) : []),
    userQuizResults: async () => [],
    hasActivityOn: async (email, day) => email === LEARNER && day === date,
    allUserStats: async () => [stats],
    latestActivities: async (limit) => activities.slice(0, limit),
    dailyStats: async (day) =>
      day === date ? { date, activeUsers: [LEARNER], createdAt: today, lastUpdated: today } : null,
  };
}

/** A server over the real engine, the test verifier and the memory store, with overrides. */
export function testServer(options: Partial<ServerOptions> = {}) {
  return buildServer({
    config: testConfig(),
    tutor: realTutor(),
    verifyToken: fakeVerifier,
    analytics: memoryReader(),
    ...options,
  });
}

/** A new account in the Auth emulator at `authHost`: its ID token (a real, emulator-signed one) and uid. */
export async function signUpInEmulator(
  authHost: string,
  email: string,
): Promise<{ idToken: string; localId: string }> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'muraho-test', returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; localId?: string };
  if (!body.idToken || !body.localId) throw new Error(`signUp ${email}: ${JSON.stringify(body)}`);
  return { idToken: body.idToken, localId: body.localId };
}

/** A recorder that remembers what it was given (and reports the given backlog), for route tests. */
export function recordingRecorder(backlog = { pending: 0, dropped: 0, dead: 0 }) {
  const recorded: RecordInput[] = [];
  const recorder: Recorder = {
    record: async (input) => {
      recorded.push(input);
      return 'written';
    },
    flush: async () => undefined,
    backlog: () => backlog,
    deadLetters: async () => [],
    forget: async () => 0,
    close: () => undefined,
  };
  return { recorded, recorder };
}

type Inject = (request: {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload?: object;
}) => Promise<{ statusCode: number; json(): unknown }>;

/** Does a lesson as a learner would: starts its attempt and answers every exercise; the attempt's id. */
export async function doLesson(
  inject: Inject,
  headers: Record<string, string>,
  lessonId: string,
  answer: (exercise: LessonExercise, index: number) => Record<string, unknown> | null = rightAnswer,
): Promise<string> {
  const lesson = (await inject({ method: 'GET', url: `/learn/lessons/${lessonId}`, headers })).json() as {
    exercises: LessonExercise[];
  };
  const started = await inject({ method: 'POST', url: `/learn/lessons/${lessonId}/attempts`, headers });
  const { attempt_id } = started.json() as { attempt_id: string };
  for (const [index, exercise] of lesson.exercises.entries()) {
    const given = answer(exercise, index);
    if (!given) continue;
    const response = await inject({
      method: 'POST',
      url: `/learn/attempts/${attempt_id}/answers`,
      headers,
      payload: { exercise: index, ...given },
    });
    if (response.statusCode !== 200) throw new Error(`answer ${index}: ${JSON.stringify(response.json())}`);
  }
  return attempt_id;
}
