// DELETE /account against the Auth and Firestore emulators: a real learner's records and sign-in account go,
// other learners' records stay, and nobody can delete without their own token.
import { randomUUID } from 'node:crypto';
import { deleteAccountResponseSchema } from '@vuga/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../src/server.ts';
import { realTutor, signUpInEmulator, testConfig } from './support.ts';

const projectId = 'demo-vuga';
const authHost = inject('authEmulatorHost');
const firestoreHost = inject('firestoreEmulatorHost');
const run = randomUUID().slice(0, 8);
const leaving = `leaving-${run}@vuga.test`;
const staying = `staying-${run}@vuga.test`;
const admin = `admin-${run}@vuga.test`;
const day = `2026-01-${String(10 + (Number.parseInt(run.slice(0, 2), 16) % 18)).padStart(2, '0')}`;

const signUp = (email: string) => signUpInEmulator(authHost, email);

const seeder = initializeApp({ projectId }, `account-seed-${run}`);
// Created after the emulator variables are set (firebase-admin reads them when Firestore starts).
let db: ReturnType<typeof getFirestore>;
let app: FastifyInstance;
let leavingUser: { idToken: string; localId: string };
let stayingUser: { idToken: string; localId: string };
let adminUser: { idToken: string; localId: string };

async function seed(email: string) {
  const now = Timestamp.fromDate(new Date());
  await db
    .collection('activities')
    .add({ userEmail: email, type: 'chat', details: {}, timestamp: now, date: day });
  await db
    .collection('activities')
    .add({ userEmail: email, type: 'quiz', details: {}, timestamp: now, date: day });
  await db
    .collection('quizResults')
    .add({ userEmail: email, score: 4, percentage: 80, totalQuestions: 5, timestamp: now, date: day });
  await db.collection('userStats').doc(email).set({ userEmail: email, totalActivities: 2 });
  await db
    .collection('dailyStats')
    .doc(day)
    .set({ date: day, activeUsers: FieldValue.arrayUnion(email) }, { merge: true });
  const learning = db.collection('learners').doc(email);
  await learning.collection('cards').doc('word-amazi:rw-en').set({ id: 'word-amazi:rw-en', due: 0 });
  await learning.collection('reviews').add({ cardId: 'word-amazi:rw-en', grade: 'good' });
  await learning.collection('lessons').doc('lesson-1').set({ completedAt: 0 });
}

const learningDocs = async (email: string) => {
  const learning = db.collection('learners').doc(email);
  const sizes = await Promise.all(
    ['cards', 'reviews', 'lessons'].map(async (name) => (await learning.collection(name).get()).size),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
};

const count = async (collection: string, email: string) =>
  (await db.collection(collection).where('userEmail', '==', email).get()).size;

beforeAll(async () => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  db = getFirestore(seeder);
  [leavingUser, stayingUser, adminUser] = await Promise.all([
    signUp(leaving),
    signUp(staying),
    signUp(admin),
  ]);
  await seed(leaving);
  await seed(staying);
  app = await buildServer({
    config: testConfig({
      ADMIN_EMAIL: admin,
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

const del = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'DELETE', url: '/account', headers });

describe('DELETE /account', () => {
  it('refuses a request without a token, or with only an email header', async () => {
    expect((await del()).statusCode).toBe(401);
    expect((await del({ 'x-user-email': leaving })).statusCode).toBe(401);
    expect(await count('activities', leaving)).toBe(2);
  });

  it('refuses to delete the administrator account', async () => {
    const response = await del({ authorization: `Bearer ${adminUser.idToken}` });
    expect(response.statusCode).toBe(403);
    await expect(getAuth(seeder).getUser(adminUser.localId)).resolves.toMatchObject({ email: admin });
  });

  it("deletes the caller's records and account, and nobody else's", async () => {
    const response = await del({ authorization: `Bearer ${leavingUser.idToken}` });
    expect(response.statusCode).toBe(200);
    expect(deleteAccountResponseSchema.parse(response.json())).toEqual({
      deleted: true,
      activities: 2,
      quizResults: 1,
      days: 1,
      learning: 3,
    });
    expect(await learningDocs(leaving)).toBe(0);
    expect(await learningDocs(staying)).toBe(3);
    expect(await count('activities', leaving)).toBe(0);
    expect(await count('quizResults', leaving)).toBe(0);
    expect((await db.collection('userStats').doc(leaving).get()).exists).toBe(false);
    const activeUsers = (await db.collection('dailyStats').doc(day).get()).get('activeUsers') as string[];
    expect(activeUsers).toContain(staying);
    expect(activeUsers).not.toContain(leaving);
    await expect(getAuth(seeder).getUser(leavingUser.localId)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    expect(await count('activities', staying)).toBe(2);
    await expect(getAuth(seeder).getUser(stayingUser.localId)).resolves.toMatchObject({ email: staying });
  });
});
