// Identity against the Firebase Auth emulator: real ID tokens for a learner and the administrator, verified
// by firebase-admin, and the dashboards read from the Firestore emulator through firebase-admin.
import { randomUUID } from 'node:crypto';
import {
  adminAnalyticsResponseSchema,
  adminUsersResponseSchema,
  learnerDashboardResponseSchema,
} from '@vuga/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../src/server.ts';
import { realTutor, signUpInEmulator, testConfig } from './support.ts';

const projectId = 'demo-vuga';
const authHost = inject('authEmulatorHost');
const firestoreHost = inject('firestoreEmulatorHost');
// Unique accounts, so a reused emulator never collides with an earlier run.
const run = randomUUID().slice(0, 8);
const learnerEmail = `learner-${run}@vuga.test`;
const adminEmail = `admin-${run}@vuga.test`;

const signUp = async (email: string) => (await signUpInEmulator(authHost, email)).idToken;

let app: FastifyInstance;
let learnerToken: string;
let adminToken: string;
const seeder = initializeApp({ projectId }, `seed-${run}`);

beforeAll(async () => {
  // firebase-admin reads these itself: emulator tokens are accepted only with the Auth variable set.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  [learnerToken, adminToken] = await Promise.all([signUp(learnerEmail), signUp(adminEmail)]);
  const now = new Date();
  await getFirestore(seeder)
    .collection('userStats')
    .doc(learnerEmail)
    .set({
      userEmail: learnerEmail,
      createdAt: Timestamp.fromDate(now),
      lastActive: Timestamp.fromDate(now),
      totalActivities: 4,
      chatCount: 3,
      translationCount: 1,
      quizAttempts: 0,
      pronunciationCount: 0,
      totalQuizScore: 0,
      lastQuizScore: 0,
      bestQuizScore: 0,
    });
  app = await buildServer({
    config: testConfig({
      ADMIN_EMAIL: adminEmail,
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: authHost,
      FIRESTORE_EMULATOR_HOST: firestoreHost,
    }),
    tutor: realTutor(),
  });
});

afterAll(async () => {
  await app?.close();
  await deleteApp(seeder);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('a learner with a real ID token', () => {
  it('gets their own dashboard, read from Firestore', async () => {
    const response = await get('/learner/dashboard?time_zone=UTC', bearer(learnerToken));
    expect(response.statusCode).toBe(200);
    const dashboard = learnerDashboardResponseSchema.parse(response.json());
    expect(dashboard.overview.total_interactions).toBe(4);
    expect(dashboard.progress).toMatchObject({ chat_interactions: 3, translations_made: 1 });
  });

  it("is refused someone else's dashboard and the admin endpoints", async () => {
    const other = await get(
      `/learner/dashboard?user_email=${encodeURIComponent(adminEmail)}`,
      bearer(learnerToken),
    );
    expect(other.statusCode).toBe(403);
    expect((await get('/admin/analytics', bearer(learnerToken))).statusCode).toBe(403);
    expect((await get('/admin/users', bearer(learnerToken))).statusCode).toBe(403);
  });
});

describe('the administrator with a real ID token', () => {
  it('gets the analytics and the users table', async () => {
    const analytics = await get('/admin/analytics', bearer(adminToken));
    expect(analytics.statusCode).toBe(200);
    expect(adminAnalyticsResponseSchema.parse(analytics.json()).overview.total_users).toBeGreaterThanOrEqual(
      1,
    );
    const users = await get('/admin/users', bearer(adminToken));
    expect(users.statusCode).toBe(200);
    const rows = adminUsersResponseSchema.parse(users.json()).users;
    expect(rows.find((row) => row.email === learnerEmail)).toMatchObject({
      chat_interactions: 3,
      translation_requests: 1,
      total_activities: 4,
    });
  });
});

describe('no token, a forged email, a bad token', () => {
  it('refuses the dashboards without a token (401)', async () => {
    expect((await get('/learner/dashboard')).statusCode).toBe(401);
    expect((await get('/admin/analytics')).statusCode).toBe(401);
  });

  it('refuses a forged administrator email header: 401 alone, 403 beside a learner token', async () => {
    expect((await get('/admin/users', { 'x-user-email': adminEmail })).statusCode).toBe(401);
    expect((await get(`/learner/dashboard?user_email=${encodeURIComponent(adminEmail)}`)).statusCode).toBe(
      401,
    );
    const withLearner = await get('/admin/users', { 'x-user-email': adminEmail, ...bearer(learnerToken) });
    expect(withLearner.statusCode).toBe(403);
    const chat = await app.inject({
      method: 'POST',
      url: '/chat',
      headers: bearer(learnerToken),
      payload: { question: 'hello', user_email: adminEmail },
    });
    expect(chat.statusCode).toBe(403);
  });

  it('refuses a token that is not a JWT', async () => {
    expect((await get('/learner/dashboard', bearer('not.a.token'))).statusCode).toBe(401);
  });

  it("refuses the emulator's unsigned tokens when the emulator variable is not set (production)", async () => {
    const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    // A server of its own: the variable is read once per process in production, and a server that has
    // already verified this token remembers it until it expires.
    const production = await buildServer({
      config: testConfig({ ADMIN_EMAIL: adminEmail, FIREBASE_PROJECT_ID: projectId }),
      tutor: realTutor(),
    });
    try {
      const response = await production.inject({
        method: 'GET',
        url: '/admin/users',
        headers: bearer(adminToken),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatch(/invalid or expired/);
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
      await production.close();
    }
  });
});
