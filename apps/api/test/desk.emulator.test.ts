// The review desk's Firestore store against the emulator: twelve concurrent clicks of one decision make one
// document (the rest are repeats or refusals), another reviewer's live lease refuses a claim and a decision,
// a skip gives the lease back, undo moves the decision to the undone log, and the reviewers list round-trips.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, expect, inject, it } from 'vitest';
import { type DeskDecision, deskDocId, firestoreDeskStore } from '../src/desk/store.ts';

process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreEmulatorHost');
const app = initializeApp({ projectId: 'demo-vuga' }, `desk-store-${randomUUID()}`);
const db = getFirestore(app);
const store = firestoreDeskStore(async () => db);
afterAll(() => deleteApp(app));

const run = randomUUID().slice(0, 8);
const now = Date.UTC(2026, 10, 26, 9);
const decision = (item: string, reviewer: string, request: string): DeskDecision => ({
  item_id: item,
  action: 'approve',
  reviewer,
  decided_at: new Date(now).toISOString(),
  before: { id: item, status: 'draft' },
  after: { id: item, status: 'reviewed' },
  note: null,
  request_id: request,
});

it('records one decision however many clicks race, and refuses a second one', async () => {
  const item = `word-race-${run}`;
  expect(await store.claim(item, 'a@vuga.test', now, now + 60_000)).toBe('ok');
  const outcomes = await Promise.all(
    Array.from({ length: 12 }, () => store.decide(decision(item, 'a@vuga.test', 'click-1'), now)),
  );
  expect(outcomes.filter((o) => o.outcome === 'created')).toHaveLength(1);
  expect(outcomes.filter((o) => o.outcome === 'repeat')).toHaveLength(11);
  expect((await store.decide(decision(item, 'b@vuga.test', 'click-2'), now)).outcome).toBe('decided');
  const stored = await db.collection('deskDecisions').where('item_id', '==', item).get();
  expect(stored.size).toBe(1);
  expect(stored.docs[0]?.id).toBe(deskDocId(item));
  expect((await store.decidedIds()).has(item)).toBe(true);
  expect(await store.claim(item, 'b@vuga.test', now, now + 60_000)).toBe('decided');
});

it('keeps a leased item from others until the lease ends or is given back by a skip', async () => {
  const item = `word-lease-${run}`;
  expect(await store.claim(item, 'a@vuga.test', now, now + 60_000)).toBe('ok');
  expect(await store.claim(item, 'b@vuga.test', now + 1, now + 60_000)).toBe('taken');
  expect((await store.decide(decision(item, 'b@vuga.test', 'click-3'), now + 1)).outcome).toBe('taken');
  expect(await store.claim(item, 'b@vuga.test', now + 60_001, now + 120_000)).toBe('ok');
  await store.skip(item, 'b@vuga.test', now + 60_002);
  expect((await store.skipped('b@vuga.test')).has(item)).toBe(true);
  expect(await store.claim(item, 'a@vuga.test', now + 60_003, now + 120_000)).toBe('ok');
});

it('undoes a decision into the undone log, and keeps the reviewers list', async () => {
  const item = `word-undo-${run}`;
  await store.decide(decision(item, 'a@vuga.test', 'click-4'), now);
  const undone = await store.undo(item, 'admin@vuga.test', now + 5);
  expect(undone?.item_id).toBe(item);
  expect(await store.undo(item, 'admin@vuga.test', now + 6)).toBeNull();
  expect((await store.decidedIds()).has(item)).toBe(false);
  const log = await db.collection('deskUndone').where('item_id', '==', item).get();
  expect(log.docs.map((doc) => doc.get('undone_by'))).toEqual(['admin@vuga.test']);

  const email = `reviewer-${run}@vuga.test`;
  await store.addReviewer({ email, added_by: 'admin@vuga.test', added_at: new Date(now).toISOString() });
  expect(await store.isReviewer(email)).toBe(true);
  expect(await store.removeReviewer(email)).toBe(true);
  expect(await store.isReviewer(email)).toBe(false);
  expect(await store.removeReviewer(email)).toBe(false);
});
