// firestore.rules against the Firestore emulator. Learner records are written by the API (firebase-admin), so
// every client write of every kind is forged and must be denied, as the learner themselves, another learner,
// the administrator and a signed-out visitor; the reads the dashboards make stay allowed to the owner and the
// administrator only. The test counts the forged writes allowed: the goal is 0.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  addDoc,
  arrayUnion,
  collection,
  type DocumentData,
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildActivity, buildQuizResult, localDate, storageId } from '../src/index.ts';
import { emulatorHosts, firestoreRules } from './emulators.ts';

const alice = 'alice@vuga.test';
const bob = 'bob@vuga.test';
/** An address Firestore cannot use as a document id as it is: its documents are named by storageId. */
const slashed = 'a/b%c@vuga.test';
const admin = 'admin@vuga.test';

let env: RulesTestEnvironment;

beforeAll(async () => {
  // Refused writes are the point here; the SDK would log each one.
  setLogLevel('silent');
  env = await initializeTestEnvironment({
    projectId: 'demo-vuga-rules',
    firestore: { ...emulatorHosts().firestore, rules: firestoreRules },
  });
});
afterAll(() => env?.cleanup());
beforeEach(() => env.clearFirestore());

/** A signed-in user's Firestore (the modular API accepts the test context's instance). */
const as = (email: string) =>
  env.authenticatedContext(email.split('@')[0]!, { email }).firestore() as unknown as Firestore;
const signedOut = () => env.unauthenticatedContext().firestore() as unknown as Firestore;

async function seed(path: string, data: DocumentData) {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore() as unknown as Firestore, path), data);
  });
}

const today = () => localDate(new Date(), 'UTC');
const chat = (email: string) => ({
  ...buildActivity(
    email,
    { type: 'chat', question: 'How do I say thank you?', response: { type: 'vocabulary', word: 'murakoze' } },
    { timeZone: 'UTC' },
  ),
  timestamp: serverTimestamp(),
});
const quizResult = (email: string) => ({
  ...buildQuizResult(
    email,
    { score: 25, percentage: 100, totalQuestions: 25, category: 'greetings', difficulty: 'beginner' },
    { timeZone: 'UTC' },
  ),
  timestamp: serverTimestamp(),
});
const stats = (email: string) => ({
  userEmail: email,
  createdAt: serverTimestamp(),
  lastActive: serverTimestamp(),
  totalActivities: 1,
  chatCount: 1,
  translationCount: 0,
  quizAttempts: 0,
  pronunciationCount: 0,
  totalQuizScore: 0,
  lastQuizScore: 0,
  bestQuizScore: 0,
});
/** A review card as the API stores it (@vuga/learn's ReviewCard). */
const card = {
  id: 'word-amazi:rw-en',
  itemId: 'word-amazi',
  direction: 'rw-en',
  state: 'review',
  due: Date.now() + 86_400_000,
  lastReview: Date.now(),
  stability: 3,
  difficulty: 5,
  scheduledDays: 1,
  learningSteps: 0,
  reps: 2,
  lapses: 0,
};
const day = (emails: string[]) => ({
  activeUsers: emails,
  date: today(),
  createdAt: serverTimestamp(),
  lastUpdated: serverTimestamp(),
});

/** Every kind of client write the old client made (and worse), by a writer, against seeded documents. */
function forgedWrites(db: Firestore, email: string): [string, () => Promise<unknown>][] {
  return [
    ['add an activity', () => addDoc(collection(db, 'activities'), chat(email))],
    ['create an activity by id', () => setDoc(doc(db, 'activities', 'new-one'), chat(email))],
    ['rewrite an activity', () => updateDoc(doc(db, 'activities', 'seeded'), { type: 'quiz' })],
    ['delete an activity', () => deleteDoc(doc(db, 'activities', 'seeded'))],
    ['add a 25/25 quiz result', () => addDoc(collection(db, 'quizResults'), quizResult(email))],
    ['rewrite a quiz result', () => updateDoc(doc(db, 'quizResults', 'seeded'), { percentage: 100 })],
    ['delete a quiz result', () => deleteDoc(doc(db, 'quizResults', 'seeded'))],
    ['create stats', () => setDoc(doc(db, 'userStats', `new-${email}`), stats(email))],
    [
      'count one more chat',
      () =>
        updateDoc(doc(db, 'userStats', email), {
          totalActivities: increment(1),
          chatCount: increment(1),
          lastActive: serverTimestamp(),
        }),
    ],
    ['raise the best score', () => updateDoc(doc(db, 'userStats', email), { bestQuizScore: 100 })],
    ['delete stats', () => deleteDoc(doc(db, 'userStats', email))],
    ['create a day', () => setDoc(doc(db, 'dailyStats', '2030-01-01'), day([email]))],
    [
      'join today',
      () =>
        updateDoc(doc(db, 'dailyStats', today()), {
          activeUsers: arrayUnion(email),
          lastUpdated: serverTimestamp(),
        }),
    ],
    ['delete a day', () => deleteDoc(doc(db, 'dailyStats', today()))],
    ['write another collection', () => setDoc(doc(db, 'users', email), { role: 'admin' })],
    ['create a review card', () => setDoc(doc(db, 'learners', email, 'cards', 'new-card'), card)],
    [
      'push a card a year ahead',
      () => updateDoc(doc(db, 'learners', alice, 'cards', 'seeded'), { due: Date.now() + 365 * 86_400_000 }),
    ],
    ['delete a review card', () => deleteDoc(doc(db, 'learners', alice, 'cards', 'seeded'))],
    [
      'add a review',
      () => addDoc(collection(db, 'learners', email, 'reviews'), { cardId: 'seeded', grade: 'easy' }),
    ],
    [
      'complete a lesson',
      () => setDoc(doc(db, 'learners', email, 'lessons', 'lesson-1'), { completedAt: 1 }),
    ],
  ];
}

async function seedAll() {
  const { timestamp: _a, ...activity } = chat(alice);
  const { timestamp: _q, ...result } = quizResult(alice);
  const at = new Date();
  await seed('activities/seeded', { ...activity, timestamp: at });
  await seed('quizResults/seeded', { ...result, timestamp: at });
  for (const email of [alice, bob, admin]) {
    await seed(`userStats/${email}`, { ...stats(email), createdAt: at, lastActive: at });
  }
  await seed(`dailyStats/${today()}`, { ...day([bob]), createdAt: at, lastUpdated: at });
  await seed(`learners/${alice}/cards/seeded`, card);
  await seed(`userStats/${storageId(slashed)}`, { ...stats(slashed), createdAt: at, lastActive: at });
  await seed(`learners/${storageId(slashed)}/cards/seeded`, card);
}

describe('forged client writes', () => {
  const writers: [string, () => Firestore, string][] = [
    ['the learner', () => as(alice), alice],
    ['another learner', () => as(bob), alice],
    ['the administrator', () => as(admin), admin],
    ['a signed-out visitor', () => signedOut(), alice],
  ];

  it('are all denied: activities, quiz results, stats, days and learning, by anyone', async () => {
    await seedAll();
    const allowed: string[] = [];
    let tried = 0;
    for (const [who, db, email] of writers) {
      for (const [what, write] of forgedWrites(db(), email)) {
        tried += 1;
        try {
          await assertFails(write());
        } catch {
          allowed.push(`${who}: ${what}`);
        }
      }
    }
    console.info(`forged client writes tried: ${tried}, allowed: ${allowed.length}`);
    expect(allowed).toEqual([]);
    expect(tried).toBe(80);
  });
});

describe('reads', () => {
  beforeEach(seedAll);
  const latest = (db: Firestore, collectionName: string, email?: string) =>
    getDocs(
      email
        ? query(
            collection(db, collectionName),
            where('userEmail', '==', email),
            orderBy('timestamp', 'desc'),
            limit(20),
          )
        : query(collection(db, collectionName), orderBy('timestamp', 'desc'), limit(20)),
    );

  it('a learner reads their own activities and quiz results, nobody else’s', async () => {
    for (const name of ['activities', 'quizResults']) {
      await assertSucceeds(latest(as(alice), name, alice));
      await assertSucceeds(getDoc(doc(as(alice), name, 'seeded')));
      await assertFails(latest(as(bob), name, alice));
      await assertFails(latest(as(alice), name));
      await assertFails(getDoc(doc(as(bob), name, 'seeded')));
      await assertFails(latest(signedOut(), name, alice));
    }
  });

  it('the administrator reads everyone’s latest activities and results', async () => {
    await assertSucceeds(latest(as(admin), 'activities'));
    await assertSucceeds(latest(as(admin), 'quizResults', alice));
  });

  it('a learner reads only their own stats; only the administrator lists them', async () => {
    await assertSucceeds(getDoc(doc(as(alice), 'userStats', alice)));
    await assertFails(getDoc(doc(as(alice), 'userStats', bob)));
    await assertFails(getDocs(collection(as(alice), 'userStats')));
    await assertFails(getDoc(doc(signedOut(), 'userStats', alice)));
    await assertSucceeds(getDocs(collection(as(admin), 'userStats')));
  });

  it('a learner reads their own review cards; the administrator reads them too', async () => {
    const cards = (db: Firestore) => getDocs(collection(db, 'learners', alice, 'cards'));
    await assertSucceeds(cards(as(alice)));
    await assertSucceeds(getDoc(doc(as(alice), 'learners', alice, 'cards', 'seeded')));
    await assertSucceeds(cards(as(admin)));
    await assertFails(cards(as(bob)));
    await assertFails(cards(signedOut()));
  });

  it("a learner whose email holds '/' or '%' reads their own documents (named by storageId), nobody else's", async () => {
    const own = storageId(slashed);
    expect(own).toBe('a%2Fb%25c@vuga.test');
    await assertSucceeds(getDoc(doc(as(slashed), 'userStats', own)));
    await assertSucceeds(getDocs(collection(as(slashed), 'learners', own, 'cards')));
    await assertFails(getDoc(doc(as(alice), 'userStats', own)));
    await assertFails(getDocs(collection(as(alice), 'learners', own, 'cards')));
  });

  it('only the administrator reads the days', async () => {
    await assertFails(getDoc(doc(as(alice), 'dailyStats', today())));
    await assertSucceeds(getDoc(doc(as(admin), 'dailyStats', today())));
    await assertFails(getDoc(doc(as(admin), 'users', alice)));
  });
});
