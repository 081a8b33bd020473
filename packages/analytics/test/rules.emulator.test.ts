// firestore.rules against the Firestore emulator: every path the app uses, and every forbidden one.
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
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  type ActivityEvent,
  addDays,
  buildActivity,
  buildQuizResult,
  localDate,
  statsChange,
} from '../src/index.ts';
import {
  activityData,
  dayCreateData,
  dayUpdateData,
  quizResultData,
  statsCreateData,
  statsUpdateData,
} from '../src/store.ts';
import { emulatorHosts, firestoreRules } from './emulators.ts';

const alice = 'alice@vuga.test';
const bob = 'bob@vuga.test';
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

// The analytics date the learner's rules accept is their local date; UTC is somebody's.
const today = () => localDate(new Date(), 'UTC');
const events: Record<string, ActivityEvent> = {
  chat: {
    type: 'chat',
    question: 'How do I say thank you?',
    response: { type: 'vocabulary', word: 'murakoze' },
  },
  pronunciation: {
    type: 'chat',
    question: 'Pronounce amazi',
    response: { type: 'pronunciation', category: 'nature', confidence: 0.9, word: 'amazi' },
  },
  translation: {
    type: 'translation',
    originalText: 'Good morning, my friend',
    translatedText: 'Mwaramutse, nshuti yanjye',
    direction: 'en-rw',
  },
  quiz: {
    type: 'quiz',
    score: 9,
    percentage: 90,
    category: 'greetings',
    difficulty: 'beginner',
    timeTaken: 120,
  },
};
const activityOf = (email: string, event: ActivityEvent) =>
  activityData(buildActivity(email, event, { timeZone: 'UTC' }));

describe('activities', () => {
  it.each(Object.keys(events))('a learner records their own %s activity', async (kind) => {
    await assertSucceeds(addDoc(collection(as(alice), 'activities'), activityOf(alice, events[kind]!)));
  });

  const chat = () => activityOf(alice, events.chat!);
  it.each([
    ['a forged userEmail', () => activityOf(bob, events.chat!)],
    ['a client-side timestamp', () => ({ ...chat(), timestamp: Timestamp.now() })],
    ['a date three days ago', () => ({ ...chat(), date: addDays(today(), -3) })],
    ['a date three days ahead', () => ({ ...chat(), date: addDays(today(), 3) })],
    ['a date that is not a date', () => ({ ...chat(), date: 'yesterday' })],
    ['an extra field', () => ({ ...chat(), points: 1000 })],
    [
      'a missing field',
      () => ({ userEmail: alice, type: 'chat', details: {}, timestamp: serverTimestamp() }),
    ],
    ['an unknown type', () => ({ ...chat(), type: 'login' })],
    ['details that are not a map', () => ({ ...chat(), details: 'hello' })],
    ['an unknown detail', () => ({ ...chat(), details: { question: 'hi', admin: true } })],
    ['a question over 100 characters', () => ({ ...chat(), details: { question: 'a'.repeat(101) } })],
    ['a confidence over 1', () => ({ ...chat(), details: { confidence: 5 } })],
    [
      'a translation in an unknown direction',
      () => ({ ...activityOf(alice, events.translation!), details: { direction: 'fr-rw' } }),
    ],
    ['a quiz over 100 percent', () => ({ ...activityOf(alice, events.quiz!), details: { percentage: 150 } })],
  ])('refuses %s', async (_, data) => {
    await assertFails(addDoc(collection(as(alice), 'activities'), data()));
  });

  it('refuses a signed-out write', async () => {
    await assertFails(addDoc(collection(signedOut(), 'activities'), chat()));
  });

  describe('existing history', () => {
    const mine = (email: string, minute: number) => ({
      ...buildActivity(email, events.chat!, {
        now: new Date(Date.UTC(2026, 2, 14, 10, minute)),
        timeZone: 'UTC',
      }),
    });
    beforeEach(async () => {
      await seed('activities/alice-1', mine(alice, 1));
      await seed('activities/bob-1', mine(bob, 2));
    });
    const latest = (db: Firestore, email?: string) =>
      getDocs(
        email
          ? query(
              collection(db, 'activities'),
              where('userEmail', '==', email),
              orderBy('timestamp', 'desc'),
              limit(20),
            )
          : query(collection(db, 'activities'), orderBy('timestamp', 'desc'), limit(20)),
      );

    it('a learner reads their own latest activities', async () => {
      await assertSucceeds(latest(as(alice), alice));
      await assertSucceeds(getDoc(doc(as(alice), 'activities/alice-1')));
    });
    it('a learner reads nobody else’s activities', async () => {
      await assertFails(latest(as(alice), bob));
      await assertFails(latest(as(alice)));
      await assertFails(getDoc(doc(as(alice), 'activities/bob-1')));
    });
    it('a signed-out visitor reads nothing', async () => {
      await assertFails(latest(signedOut(), alice));
    });
    it('the administrator reads everyone’s latest activities', async () => {
      await assertSucceeds(latest(as(admin)));
      await assertSucceeds(getDoc(doc(as(admin), 'activities/bob-1')));
    });
    it('nobody rewrites or deletes an activity', async () => {
      await assertFails(updateDoc(doc(as(alice), 'activities/alice-1'), { type: 'quiz' }));
      await assertFails(setDoc(doc(as(alice), 'activities/alice-1'), chat()));
      await assertFails(deleteDoc(doc(as(alice), 'activities/alice-1')));
      await assertFails(deleteDoc(doc(as(admin), 'activities/alice-1')));
      await assertFails(updateDoc(doc(as(admin), 'activities/alice-1'), { type: 'quiz' }));
    });
  });
});

describe('quizResults', () => {
  const result = (email: string, overrides: Partial<Parameters<typeof buildQuizResult>[1]> = {}) =>
    quizResultData(
      buildQuizResult(
        email,
        {
          score: 7,
          percentage: 70,
          totalQuestions: 10,
          category: 'greetings',
          difficulty: 'beginner',
          ...overrides,
        },
        { timeZone: 'UTC' },
      ),
    );

  it('a learner records their own result', async () => {
    await assertSucceeds(addDoc(collection(as(alice), 'quizResults'), result(alice)));
  });
  it.each([
    ['a forged userEmail', () => result(bob)],
    ['more correct answers than questions', () => result(alice, { score: 11 })],
    ['more than 25 questions', () => result(alice, { score: 30, totalQuestions: 30 })],
    ['a percentage over 100', () => result(alice, { percentage: 101 })],
    ['an unknown difficulty', () => result(alice, { difficulty: 'legendary' })],
    ['a client-side timestamp', () => ({ ...result(alice), timestamp: Timestamp.now() })],
    ['an extra field', () => ({ ...result(alice), verified: true })],
  ])('refuses %s', async (_, data) => {
    await assertFails(addDoc(collection(as(alice), 'quizResults'), data()));
  });
  it('refuses a signed-out write', async () => {
    await assertFails(addDoc(collection(signedOut(), 'quizResults'), result(alice)));
  });

  it('a learner reads only their own results; the administrator reads all; nobody deletes', async () => {
    await seed('quizResults/a', {
      ...buildQuizResult(alice, {
        score: 1,
        percentage: 10,
        totalQuestions: 10,
        category: 'x',
        difficulty: 'mixed',
      }),
    });
    await seed('quizResults/b', {
      ...buildQuizResult(bob, {
        score: 1,
        percentage: 10,
        totalQuestions: 10,
        category: 'x',
        difficulty: 'mixed',
      }),
    });
    const results = (db: Firestore, email: string) =>
      getDocs(
        query(
          collection(db, 'quizResults'),
          where('userEmail', '==', email),
          orderBy('timestamp', 'desc'),
          limit(20),
        ),
      );
    await assertSucceeds(results(as(alice), alice));
    await assertFails(results(as(alice), bob));
    await assertFails(getDoc(doc(as(alice), 'quizResults/b')));
    await assertSucceeds(getDocs(collection(as(admin), 'quizResults')));
    await assertFails(updateDoc(doc(as(alice), 'quizResults/a'), { percentage: 100 }));
    await assertFails(deleteDoc(doc(as(alice), 'quizResults/a')));
  });
});

describe('userStats', () => {
  const change = (kind: string) => statsChange(buildActivity(alice, events[kind]!, { timeZone: 'UTC' }));
  const quiz = (percentage: number) => statsChange({ type: 'quiz', details: { percentage } });
  const stats = (overrides: DocumentData = {}) => ({
    userEmail: alice,
    createdAt: Timestamp.fromDate(new Date('2026-03-01T10:00:00Z')),
    lastActive: Timestamp.fromDate(new Date('2026-03-10T10:00:00Z')),
    totalActivities: 5,
    chatCount: 2,
    translationCount: 1,
    quizAttempts: 2,
    pronunciationCount: 0,
    totalQuizScore: 155,
    lastQuizScore: 70,
    bestQuizScore: 85,
    ...overrides,
  });

  describe('creating the document with the first activity', () => {
    it.each(Object.keys(events))('allowed for a first %s', async (kind) => {
      await assertSucceeds(setDoc(doc(as(alice), 'userStats', alice), statsCreateData(alice, change(kind))));
    });
    it.each([
      [
        'a first quiz of 70 with a best score',
        () => ({ ...statsCreateData(alice, quiz(70)), bestQuizScore: 70 }),
      ],
      ['a best score set by hand', () => ({ ...statsCreateData(alice, change('chat')), bestQuizScore: 100 })],
      [
        'counters jumping',
        () => ({ ...statsCreateData(alice, change('chat')), totalActivities: 50, chatCount: 50 }),
      ],
      ['two counters at once', () => ({ ...statsCreateData(alice, change('chat')), translationCount: 1 })],
      [
        'a client-side createdAt',
        () => ({ ...statsCreateData(alice, change('chat')), createdAt: Timestamp.now() }),
      ],
      ['another userEmail inside', () => ({ ...statsCreateData(alice, change('chat')), userEmail: bob })],
      ['an extra field', () => ({ ...statsCreateData(alice, change('chat')), isAdmin: true })],
    ])('refused with %s', async (_, data) => {
      await assertFails(setDoc(doc(as(alice), 'userStats', alice), data()));
    });
    it('refused for another learner’s document', async () => {
      await assertFails(setDoc(doc(as(alice), 'userStats', bob), statsCreateData(bob, change('chat'))));
    });
    it('refused when signed out', async () => {
      await assertFails(setDoc(doc(signedOut(), 'userStats', alice), statsCreateData(alice, change('chat'))));
    });
  });

  describe('counting one more activity', () => {
    it.each([
      ['a chat', {}, () => statsUpdateData(change('chat'))],
      ['a translation', {}, () => statsUpdateData(change('translation'))],
      ['a pronunciation', {}, () => statsUpdateData(change('pronunciation'))],
      ['a quiz of 70 (best unchanged)', {}, () => statsUpdateData(quiz(70))],
      ['a quiz of 85 that does not beat the best of 85', {}, () => statsUpdateData(quiz(85))],
      ['a quiz of 95 that raises the best to 95', {}, () => statsUpdateData(quiz(95), 95)],
      ['a first quiz over 80 setting the best', { bestQuizScore: 0 }, () => statsUpdateData(quiz(81), 81)],
    ])('allowed: %s', async (_, before, data) => {
      await seed(`userStats/${alice}`, stats(before));
      await assertSucceeds(updateDoc(doc(as(alice), 'userStats', alice), data()));
    });

    it.each([
      [
        'a counter jumping by 50',
        {},
        () => ({ ...statsUpdateData(change('chat')), chatCount: increment(50) }),
      ],
      [
        'totalActivities by 2',
        {},
        () => ({ ...statsUpdateData(change('chat')), totalActivities: increment(2) }),
      ],
      [
        'totalActivities without a type counter',
        {},
        () => ({ totalActivities: increment(1), lastActive: serverTimestamp() }),
      ],
      [
        'a type counter without totalActivities',
        {},
        () => ({ chatCount: increment(1), lastActive: serverTimestamp() }),
      ],
      [
        'two type counters',
        {},
        () => ({ ...statsUpdateData(change('chat')), translationCount: increment(1) }),
      ],
      [
        'a counter going down',
        {},
        () => ({ totalActivities: increment(1), chatCount: increment(-1), lastActive: serverTimestamp() }),
      ],
      ['a best score set by hand', {}, () => statsUpdateData(quiz(70), 100)],
      [
        'a best score set without a quiz',
        {},
        () => ({ ...statsUpdateData(change('chat')), bestQuizScore: 100 }),
      ],
      ['a best score lowered', {}, () => statsUpdateData(quiz(83), 83)],
      ['a best score of exactly 80', { bestQuizScore: 0 }, () => statsUpdateData(quiz(80), 80)],
      [
        'a quiz score over 100',
        {},
        () => ({ ...statsUpdateData(quiz(100)), totalQuizScore: increment(150), lastQuizScore: 150 }),
      ],
      [
        'a total that does not match the score',
        {},
        () => ({ ...statsUpdateData(quiz(70)), totalQuizScore: increment(100) }),
      ],
      [
        'a quiz without its attempt',
        {},
        () => ({ ...statsUpdateData(change('chat')), chatCount: 2, totalQuizScore: increment(0) }),
      ],
      [
        'a client-side lastActive',
        {},
        () => ({ ...statsUpdateData(change('chat')), lastActive: Timestamp.now() }),
      ],
      ['a new createdAt', {}, () => ({ ...statsUpdateData(change('chat')), createdAt: serverTimestamp() })],
      ['a new userEmail', {}, () => ({ ...statsUpdateData(change('chat')), userEmail: bob })],
      ['an extra field', {}, () => ({ ...statsUpdateData(change('chat')), isAdmin: true })],
      ['the document rewritten from scratch', {}, () => statsCreateData(alice, change('chat'))],
    ])('refused: %s', async (_, before, data) => {
      await seed(`userStats/${alice}`, stats(before));
      await assertFails(updateDoc(doc(as(alice), 'userStats', alice), data()));
    });

    it('refused for another learner’s stats, when signed out, and as the administrator', async () => {
      await seed(`userStats/${bob}`, stats({ userEmail: bob }));
      await assertFails(updateDoc(doc(as(alice), 'userStats', bob), statsUpdateData(change('chat'))));
      await assertFails(updateDoc(doc(signedOut(), 'userStats', bob), statsUpdateData(change('chat'))));
      await assertFails(updateDoc(doc(as(admin), 'userStats', bob), statsUpdateData(change('chat'))));
    });
  });

  it('a learner reads only their own stats; only the administrator lists them; nobody deletes', async () => {
    await seed(`userStats/${alice}`, stats());
    await seed(`userStats/${bob}`, stats({ userEmail: bob }));
    await assertSucceeds(getDoc(doc(as(alice), 'userStats', alice)));
    await assertFails(getDoc(doc(as(alice), 'userStats', bob)));
    await assertFails(getDocs(collection(as(alice), 'userStats')));
    await assertFails(getDoc(doc(signedOut(), 'userStats', alice)));
    await assertSucceeds(getDocs(collection(as(admin), 'userStats')));
    await assertSucceeds(getDoc(doc(as(admin), 'userStats', bob)));
    await assertFails(deleteDoc(doc(as(alice), 'userStats', alice)));
    await assertFails(deleteDoc(doc(as(admin), 'userStats', alice)));
  });
});

describe('dailyStats', () => {
  const day = (users: string[]) => ({
    activeUsers: users,
    date: today(),
    createdAt: Timestamp.fromDate(new Date()),
    lastUpdated: Timestamp.fromDate(new Date()),
  });

  it('a learner creates today with only themselves in it', async () => {
    await assertSucceeds(setDoc(doc(as(alice), 'dailyStats', today()), dayCreateData(today(), alice)));
  });
  it.each([
    ['with someone else', 0, () => ({ ...dayCreateData(today(), alice), activeUsers: [alice, bob] })],
    ['with only someone else', 0, () => dayCreateData(today(), bob)],
    ['for a day long past', -5, () => dayCreateData(addDays(today(), -5), alice)],
    [
      'with a date that differs from its key',
      0,
      () => ({ ...dayCreateData(today(), alice), date: '2020-01-01' }),
    ],
  ])('refuses creating a day %s', async (_, offset, data) => {
    await assertFails(setDoc(doc(as(alice), 'dailyStats', addDays(today(), offset)), data()));
  });

  it('a learner adds themselves to today, once', async () => {
    await seed(`dailyStats/${today()}`, day([bob]));
    await assertSucceeds(updateDoc(doc(as(alice), 'dailyStats', today()), dayUpdateData(alice)));
    await assertSucceeds(updateDoc(doc(as(alice), 'dailyStats', today()), dayUpdateData(alice)));
  });
  it.each([
    ['adding someone else', () => dayUpdateData(bob)],
    ['removing someone', () => ({ activeUsers: [alice], lastUpdated: serverTimestamp() })],
    [
      'adding two',
      () => ({ activeUsers: arrayUnion(alice, 'carol@vuga.test'), lastUpdated: serverTimestamp() }),
    ],
    ['changing createdAt', () => ({ ...dayUpdateData(alice), createdAt: serverTimestamp() })],
    ['overwriting the day', () => dayCreateData(today(), alice)],
  ])('refuses %s', async (_, data) => {
    await seed(`dailyStats/${today()}`, day(['dan@vuga.test']));
    await assertFails(updateDoc(doc(as(alice), 'dailyStats', today()), data()));
  });
  it('refuses adding oneself to a past day', async () => {
    const past = addDays(today(), -5);
    await seed(`dailyStats/${past}`, { ...day([bob]), date: past });
    await assertFails(updateDoc(doc(as(alice), 'dailyStats', past), dayUpdateData(alice)));
  });
  it('only the administrator reads days; nobody deletes them; signed out nothing', async () => {
    await seed(`dailyStats/${today()}`, day([bob]));
    await assertFails(getDoc(doc(as(alice), 'dailyStats', today())));
    await assertSucceeds(getDoc(doc(as(admin), 'dailyStats', today())));
    await assertFails(deleteDoc(doc(as(admin), 'dailyStats', today())));
    await assertFails(deleteDoc(doc(as(bob), 'dailyStats', today())));
    await assertFails(updateDoc(doc(signedOut(), 'dailyStats', today()), dayUpdateData(alice)));
  });
});

describe('everything else', () => {
  it('is denied, even to the administrator', async () => {
    await assertFails(setDoc(doc(as(alice), 'users', alice), { role: 'admin' }));
    await assertFails(setDoc(doc(as(admin), 'users', alice), { role: 'admin' }));
    await assertFails(getDoc(doc(as(admin), 'users', alice)));
    await assertFails(getDoc(doc(signedOut(), 'activities/anything')));
  });
});
