// The outbox against an in-memory IndexedDB (fake-indexeddb) and a fake API that applies each idempotency key
// once: records go in the order they were made, each exactly once; a refusal is kept as failed without
// holding back the rest; a lost network stops the round, which the next one resumes; and a learner's records
// wait for that learner to be signed in, on a device another learner uses meanwhile.
import 'fake-indexeddb/auto';
import { ApiError } from '@vuga/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '../auth-token.ts';
import { getSyncCount } from './sync-count.ts';

/** What the fake server took: the keys in the order it applied them, and how often each was sent. */
const server = {
  applied: [] as string[],
  sends: new Map<string, number>(),
  /** Set: every request fails so (a lost network). */
  fail: null as Error | null,
  /** Keys refused for good (422), as a record outside its attempt's limits is. */
  refuse: new Set<string>(),
};

async function take(body: { idempotency_key: string }) {
  const key = body.idempotency_key;
  server.sends.set(key, (server.sends.get(key) ?? 0) + 1);
  if (server.fail) throw server.fail;
  if (server.refuse.has(key))
    throw new ApiError('http', 'refused', { status: 422, serverMessage: 'too old' });
  const replayed = server.applied.includes(key);
  if (!replayed) server.applied.push(key);
  return { replayed, due: 0 };
}

vi.mock('../api-client.ts', () => ({
  apiClient: {
    answerLesson: (_attempt: string, body: { idempotency_key: string }) => take(body),
    completeLesson: (_lesson: string, body: { idempotency_key: string }) => take(body),
    gradeReview: (body: { idempotency_key: string }) => take(body),
  },
}));

const { enqueue, flush, waiting } = await import('./outbox.ts');
const { offlineDb } = await import('./offline-db.ts');

/** An ID token as the Auth emulator makes them: unsigned, its claims in base64url JSON. */
const idToken = (email: string) =>
  ['{"alg":"none"}', JSON.stringify({ email, email_verified: true })]
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.')
    .concat('.');

function signIn(email: string | null) {
  setTokenProvider(async () => (email ? idToken(email) : null));
}

const grade = (email: string, card: string) =>
  enqueue({ kind: 'grade', email, body: { card_id: card, due_at: '2026-11-27T00:00:00.000Z' } });

beforeEach(async () => {
  await (await offlineDb()).clear('outbox');
  server.applied = [];
  server.sends.clear();
  server.fail = null;
  server.refuse.clear();
});

describe('the outbox', () => {
  it('sends each record once, in the order it was made, and empties', async () => {
    signIn(null);
    const keys = [await grade('amani@vuga.test', 'a'), await grade('amani@vuga.test', 'b')];
    await flush();
    expect(server.applied).toEqual([]);
    expect(getSyncCount()).toEqual({ waiting: 0, failed: 0 });

    signIn('amani@vuga.test');
    keys.push(await grade('amani@vuga.test', 'c'));
    await Promise.all([flush(), flush(), flush()]);
    expect(server.applied).toEqual(keys);
    expect([...server.sends.values()]).toEqual([1, 1, 1]);
    expect(await waiting()).toEqual([]);
  });

  it("keeps another learner's records for them, uncounted, and sends them when they are back", async () => {
    signIn('amani@vuga.test');
    server.fail = new ApiError('network', 'offline');
    const theirs = [await grade('amani@vuga.test', 'a'), await grade('amani@vuga.test', 'b')];
    expect(getSyncCount()).toEqual({ waiting: 2, failed: 0 });

    signIn('keza@vuga.test');
    server.fail = null;
    const mine = await grade('keza@vuga.test', 'c');
    await flush();
    expect(server.applied).toEqual([mine]);
    expect(getSyncCount()).toEqual({ waiting: 0, failed: 0 });
    expect((await waiting()).map((record) => record.key)).toEqual(theirs);

    signIn('amani@vuga.test');
    await flush();
    expect(server.applied).toEqual([mine, ...theirs]);
    expect(await waiting()).toEqual([]);
  });

  it('keeps a refused record as failed and sends the rest; a lost network stops the round until it returns', async () => {
    signIn('amani@vuga.test');
    server.fail = new ApiError('network', 'offline');
    const first = await grade('amani@vuga.test', 'a');
    const second = await grade('amani@vuga.test', 'b');
    const third = await grade('amani@vuga.test', 'c');
    await flush();
    // The round stopped at the first record: the others were not tried.
    expect(server.sends.get(first)).toBe(1);
    expect(server.sends.has(second)).toBe(false);
    expect(getSyncCount()).toEqual({ waiting: 3, failed: 0 });

    server.fail = null;
    server.refuse.add(second);
    await flush();
    expect(server.applied).toEqual([first, third]);
    const kept = await waiting();
    expect(kept.map((record) => [record.key, record.failed])).toEqual([[second, 'too old']]);
    expect(getSyncCount()).toEqual({ waiting: 0, failed: 1 });
    // A failed record is never sent again.
    await flush();
    expect(server.sends.get(second)).toBe(1);
    expect([...server.sends.values()]).toEqual([2, 1, 1]);
  });
});
