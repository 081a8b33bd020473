// The recorder and its on-disk outbox with an in-memory writer standing in for Firestore (the emulator tests
// use the real one): a failing or hanging database never costs the learner the answer, the record waits on
// disk, survives a restart, is written once when the database answers, and the outbox is bounded.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminWriter, LearnerRecord } from '@vuga/analytics/admin-writer';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createOutbox } from '../src/outbox.ts';
import { createRecorder, learnerRecord, type RecordInput } from '../src/recorder.ts';

/** Fastify's silent logger. */
const log = Fastify({ logger: false }).log;
const chat: RecordInput = {
  email: 'learner@vuga.test',
  timeZone: 'Africa/Kigali',
  event: { type: 'chat', question: 'muraho?', response: { type: 'vocabulary' } },
};

/**
 * Firestore stand-in: records by key once; 'down' rejects, 'hanging' never answers. Like Firestore it refuses
 * for good text that is not UTF-8 (INVALID_ARGUMENT) and, before sending, a stats path an email cannot name.
 */
function memoryWriter() {
  const stored = new Map<string, LearnerRecord>();
  let attempts = 0;
  const state = { mode: 'up' as 'up' | 'down' | 'hanging' };
  const writer: AdminWriter = {
    async write(record) {
      attempts += 1;
      if (state.mode === 'down') throw Object.assign(new Error('14 UNAVAILABLE'), { code: 14 });
      if (Object.values(record.activity.details).some((v) => typeof v === 'string' && /\p{Cs}/u.test(v))) {
        throw Object.assign(new Error('2 UNKNOWN: Application error processing RPC'), { code: 2 });
      }
      if (record.activity.userEmail.includes('/')) {
        throw new Error(
          `Value for argument "documentPath" must point to a document: ${record.activity.userEmail}`,
        );
      }
      if (state.mode === 'hanging') return new Promise(() => undefined);
      if (stored.has(record.key)) return 'duplicate';
      stored.set(record.key, record);
      return 'written';
    },
    forget: () => undefined,
    async ping() {
      if (state.mode !== 'up') throw Object.assign(new Error('14 UNAVAILABLE'), { code: 14 });
    },
  };
  return { writer, stored, state, attempts: () => attempts };
}

function setUp(dir = mkdtempSync(join(tmpdir(), 'vuga-outbox-')), maxRecords = 100) {
  const db = memoryWriter();
  const outbox = createOutbox({ dir, maxRecords });
  // A long retry delay: the tests drive the drain with flush() rather than waiting for the timer.
  const recorder = createRecorder({
    writer: async () => db.writer,
    outbox,
    timeoutMs: 200,
    log,
    retryMs: 60_000,
  });
  return { db, outbox, recorder, dir };
}

describe('the recorder', () => {
  it('writes straight to the database when it answers', async () => {
    const { db, recorder } = setUp();
    expect(await recorder.record(chat)).toBe('written');
    expect(db.stored.size).toBe(1);
    expect([...db.stored.values()][0]?.activity).toMatchObject({ userEmail: chat.email, type: 'chat' });
    expect(recorder.backlog()).toEqual({ pending: 0, dropped: 0, dead: 0 });
    recorder.close();
  });

  it('keeps records on disk while the database is down and writes each once when it is back', async () => {
    const { db, recorder, dir } = setUp();
    db.state.mode = 'down';
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => recorder.record(chat)));
    expect(outcomes).toEqual(Array(10).fill('queued'));
    expect(recorder.backlog().pending).toBe(10);
    expect(readdirSync(dir).filter((name) => name.endsWith('.json'))).toHaveLength(10);

    db.state.mode = 'up';
    await recorder.flush(Date.now() + 5000);
    expect(recorder.backlog()).toEqual({ pending: 0, dropped: 0, dead: 0 });
    expect(db.stored.size).toBe(10);
    expect(readdirSync(dir)).toEqual(['dead']); // no record left; the dead letters' folder is empty
    expect(readdirSync(join(dir, 'dead'))).toEqual([]);
    recorder.close();
  });

  it("drops a deleted learner's waiting records and keeps everyone else's", async () => {
    const { db, recorder } = setUp();
    const other: RecordInput = { ...chat, email: 'other@vuga.test' };
    db.state.mode = 'down';
    await Promise.all([chat, other, chat, other, chat].map((input) => recorder.record(input)));
    expect(await recorder.forget(chat.email)).toBe(3);
    expect(recorder.backlog().pending).toBe(2);

    db.state.mode = 'up';
    await recorder.flush(Date.now() + 5000);
    expect([...db.stored.values()].map((record) => record.activity.userEmail)).toEqual([
      other.email,
      other.email,
    ]);
    recorder.close();
  });

  it('answers within the timeout when the database hangs', async () => {
    const { db, recorder } = setUp();
    db.state.mode = 'hanging';
    const started = performance.now();
    expect(await recorder.record(chat)).toBe('queued');
    expect(performance.now() - started).toBeLessThan(2000);
    // While records wait, new ones join them without trying the database (no wait for each learner).
    const attempts = db.attempts();
    expect(await recorder.record(chat)).toBe('queued');
    expect(db.attempts()).toBe(attempts);
    recorder.close();
  });

  it('finds the records an earlier run left on disk, with their dates', async () => {
    const first = setUp();
    first.db.state.mode = 'down';
    await first.recorder.record({
      ...chat,
      quizResult: { score: 9, percentage: 90, totalQuestions: 10, category: 'mixed', difficulty: 'mixed' },
    });
    first.recorder.close();

    const second = setUp(first.dir);
    expect(second.recorder.backlog().pending).toBe(1);
    await second.recorder.flush(Date.now() + 5000);
    const [record] = [...second.db.stored.values()];
    expect(record?.activity.timestamp).toBeInstanceOf(Date);
    expect(record?.quizResult?.timestamp).toBeInstanceOf(Date);
    expect(record?.quizResult).toMatchObject({ score: 9, percentage: 90 });
    second.recorder.close();
  });

  it('is bounded: past the limit a record is dropped and counted', async () => {
    const { db, recorder } = setUp(undefined, 3);
    db.state.mode = 'down';
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push(await recorder.record(chat));
    expect(outcomes).toEqual(['queued', 'queued', 'queued', 'dropped', 'dropped']);
    expect(recorder.backlog()).toEqual({ pending: 3, dropped: 2, dead: 0 });
    recorder.close();
  });
});

describe('learnerRecord', () => {
  it('dates the record in the learner’s time zone and keys it uniquely, sortable by time', () => {
    const late = new Date('2026-03-14T23:30:00Z');
    const a = learnerRecord(chat, late);
    const b = learnerRecord(chat, new Date(late.getTime() + 1));
    expect(a.activity.date).toBe('2026-03-15'); // Kigali is UTC+2
    expect(learnerRecord({ ...chat, timeZone: undefined }, late).activity.date).toBe('2026-03-14');
    expect(a.key).toMatch(/^[a-z0-9]+-[0-9a-f-]{36}$/);
    expect(a.key < b.key).toBe(true);
  });

  it('records an event on the day the route saw it (its clock), not the day it was written', async () => {
    const { db, recorder } = setUp();
    const threeDaysAgo = Date.parse('2026-03-11T09:00:00Z');
    expect(await recorder.record({ ...chat, at: threeDaysAgo })).toBe('written');
    const [stored] = [...db.stored.values()];
    expect(stored?.activity.date).toBe('2026-03-11');
    expect(stored?.key.startsWith(threeDaysAgo.toString(36))).toBe(true);
    recorder.close();
  });

  it("sets aside a record the database refuses for good, and the other learners' records keep flowing", async () => {
    const { db, recorder, dir } = setUp();
    // Two poison records first (text that is not UTF-8; an email that names no document), then others behind.
    db.state.mode = 'down';
    await recorder.record({
      ...chat,
      event: { type: 'chat', question: 'bad \ud800', response: { type: 'x' } },
    });
    await recorder.record({ ...chat, email: 'a/b@vuga.test' });
    for (let n = 0; n < 5; n++) await recorder.record({ ...chat, email: `other${n}@vuga.test` });
    expect(recorder.backlog().pending).toBe(7);
    db.state.mode = 'up';
    await recorder.flush(Date.now() + 1000);
    // The five others were written in the first pass; the two refused ones tried three times, then set aside.
    expect([...db.stored.values()].map((r) => r.activity.userEmail).sort()).toEqual(
      [0, 1, 2, 3, 4].map((n) => `other${n}@vuga.test`),
    );
    expect(recorder.backlog()).toEqual({ pending: 0, dropped: 0, dead: 2 });
    const letters = await recorder.deadLetters(10);
    expect(letters.map((letter) => letter.reason).sort()).toEqual([
      expect.stringMatching(/^2 UNKNOWN/),
      expect.stringMatching(/documentPath/),
    ]);
    // A new record goes straight through; after a restart the dead letters are still there, nothing waits.
    expect(await recorder.record({ ...chat, email: 'later@vuga.test' })).toBe('written');
    const again = setUp(dir);
    expect(again.recorder.backlog()).toEqual({ pending: 0, dropped: 0, dead: 2 });
  });

  it('does not set aside records while the database is down, however long', async () => {
    const { db, recorder } = setUp();
    db.state.mode = 'down';
    for (let n = 0; n < 3; n++) await recorder.record(chat);
    for (let n = 0; n < 5; n++) await recorder.flush(Date.now() + 50);
    expect(recorder.backlog()).toEqual({ pending: 3, dropped: 0, dead: 0 });
  });
});
