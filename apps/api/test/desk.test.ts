// The reviewer's desk by injection over the memory store: who may use it (403 for learners), the queue's
// order and leases (two reviewers never get one item), decisions (validated by the content schema, recorded
// exactly once under concurrent clicks, undone by the administrator), the reviewers list, and the round trip:
// approve and correct through the API, export into a copy of the content, rebuild, and the tutor teaches the
// corrected form as sure.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adminDeskDecisionsResponseSchema,
  adminReviewersResponseSchema,
  deskDecisionResponseSchema,
  deskProgressResponseSchema,
  deskQueueResponseSchema,
} from '@vuga/api-client/contract';
import { createTutor, defaultContentDir, loadContentFromSource } from '@vuga/tutor';
import { exportDecisions } from '@vuga/tutor/review';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryDeskStore } from '../src/desk/store.ts';
import { bearer, REVIEWER, realTutor, testConfig, testServer } from './support.ts';

let app: FastifyInstance;
let clock = Date.parse('2026-11-26T09:00:00.000Z');
const newApp = () =>
  testServer({
    config: testConfig({ REVIEWER_EMAILS: REVIEWER }),
    deskStore: memoryDeskStore(),
    now: () => clock,
  });
beforeAll(async () => {
  app = await newApp();
});
afterAll(() => app.close());

const reviewer = bearer('reviewer-token');
const second = bearer('reviewer2-token');
const admin = bearer('admin-token');
const learner = bearer('learner-token');
let clicks = 0;
const requestId = () => `click-${String(++clicks).padStart(4, '0')}`;

const queue = async (headers: Record<string, string>, server = app) => {
  const response = await server.inject({ method: 'GET', url: '/desk/queue', headers });
  expect(response.statusCode, response.body).toBe(200);
  return deskQueueResponseSchema.parse(response.json());
};
const reviewers = (action: 'add' | 'remove', email: string, server = app) =>
  server.inject({
    method: 'POST',
    url: action === 'add' ? '/admin/reviewers' : '/admin/reviewers/remove',
    headers: admin,
    payload: { email },
  });
const decide = (payload: object, headers = reviewer, server = app) =>
  server.inject({ method: 'POST', url: '/desk/decisions', payload, headers });

describe('who may use the desk', () => {
  it('refuses learners with 403 and visitors with 401 on every desk endpoint', async () => {
    const endpoints = [
      { method: 'GET' as const, url: '/desk/queue' },
      { method: 'GET' as const, url: '/desk/progress' },
      {
        method: 'POST' as const,
        url: '/desk/decisions',
        payload: { item_id: 'word-inka', action: 'approve', request_id: 'abcdefgh' },
      },
    ];
    for (const endpoint of endpoints) {
      const denied = await app.inject({ ...endpoint, headers: learner });
      expect(denied.statusCode, endpoint.url).toBe(403);
      expect(denied.json()).toEqual({ error: 'Access denied. Reviewer privileges required.' });
      expect((await app.inject(endpoint)).statusCode, endpoint.url).toBe(401);
    }
    for (const url of ['/admin/desk/decisions', '/admin/reviewers']) {
      expect((await app.inject({ method: 'GET', url, headers: reviewer })).statusCode, url).toBe(403);
    }
  });

  it('lets the administrator add a reviewer, who may then use the desk until removed', async () => {
    expect((await app.inject({ method: 'GET', url: '/desk/queue', headers: second })).statusCode).toBe(403);
    const added = await reviewers('add', 'Second-Reviewer@vuga.test');
    expect(added.statusCode, added.body).toBe(201);
    const list = adminReviewersResponseSchema.parse(added.json()).reviewers;
    expect(list.map((r) => [r.email, r.configured])).toEqual([
      [REVIEWER, true],
      ['second-reviewer@vuga.test', false],
    ]);
    expect((await app.inject({ method: 'GET', url: '/desk/queue', headers: second })).statusCode).toBe(200);
    const removeConfigured = await reviewers('remove', REVIEWER);
    expect(removeConfigured.statusCode).toBe(409);
    const removed = await reviewers('remove', 'second-reviewer@vuga.test');
    expect(removed.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/desk/queue', headers: second })).statusCode).toBe(403);
    const bad = await reviewers('add', 'not an email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/email must be an email address/);
  });
});

describe('the queue', () => {
  it('starts with what the course needs, in course order, with what a reviewer judges it by', async () => {
    const fresh = await newApp();
    try {
      const { item, remaining, lease_expires_at } = await queue(reviewer, fresh);
      expect(item?.tier).toBe('course');
      expect(item?.unit).toBe(realTutor().content.course?.units[0]?.title);
      expect(remaining).toBeGreaterThan(1000);
      expect(Date.parse(lease_expires_at ?? '')).toBe(clock + 10 * 60 * 1000);
      // The same reviewer asking again gets the same item (their lease), not the next one.
      expect((await queue(reviewer, fresh)).item?.id).toBe(item?.id);
    } finally {
      await fresh.close();
    }
  });

  it('never gives two reviewers the same item while its lease runs, and frees it when it ends', async () => {
    const fresh = await newApp();
    try {
      await reviewers('add', 'second-reviewer@vuga.test', fresh);
      const [a, b] = await Promise.all([queue(reviewer, fresh), queue(second, fresh)]);
      expect(a.item && b.item).toBeTruthy();
      expect(a.item?.id).not.toBe(b.item?.id);
      // The second reviewer cannot decide the first one's item while it is leased.
      const taken = await decide(
        { item_id: a.item?.id, action: 'approve', request_id: requestId() },
        second,
        fresh,
      );
      expect(taken.statusCode).toBe(409);
      clock += 11 * 60 * 1000;
      const third = bearer('admin-token');
      expect((await queue(third, fresh)).item?.id).toBe(a.item?.id);
    } finally {
      await fresh.close();
    }
  });

  it('counts what is left for the caller: not decided, not skipped by them, not held by someone else', async () => {
    const fresh = await newApp();
    try {
      await reviewers('add', 'second-reviewer@vuga.test', fresh);
      const first = await queue(reviewer, fresh);
      const total = first.remaining;
      // The second reviewer walks past the first one's lease.
      const other = await queue(second, fresh);
      expect(other.remaining).toBe(total - 1);
      await decide({ item_id: first.item?.id, action: 'skip', request_id: requestId() }, reviewer, fresh);
      const afterSkip = await queue(reviewer, fresh);
      expect(afterSkip.item?.id).not.toBe(other.item?.id);
      expect(afterSkip.remaining).toBe(total - 2);
      const approved = await decide(
        { item_id: afterSkip.item?.id, action: 'approve', request_id: requestId() },
        reviewer,
        fresh,
      );
      expect(approved.statusCode).toBe(201);
      expect((await queue(reviewer, fresh)).remaining).toBe(total - 3);
    } finally {
      await fresh.close();
    }
  });

  it('shows a word with its glosses, class, example, audio, corpus evidence and the forms it makes sure', async () => {
    const fresh = await newApp();
    try {
      // Walk the queue with skips until a noun of the rules tier comes up.
      let item = (await queue(reviewer, fresh)).item;
      const evidence: string[] = [];
      const wanted = (shown: typeof item) =>
        shown?.tier === 'rules' && shown.pos === 'noun' && shown.would_be_sure.length > 0;
      for (let i = 0; i < 400 && item && !wanted(item); i++) {
        evidence.push(...item.evidence.map((sentence) => sentence.rw));
        await decide({ item_id: item.id, action: 'skip', request_id: requestId() }, reviewer, fresh);
        item = (await queue(reviewer, fresh)).item;
      }
      // Some of the words passed have sentences in our corpora.
      expect(evidence.length).toBeGreaterThan(0);
      expect(item?.tier).toBe('rules');
      expect(item?.en.length).toBeGreaterThan(0);
      expect(item?.noun_class).toBeGreaterThan(0);
      expect(item?.would_be_sure.length).toBeGreaterThan(0);
      expect(item?.audio_url).toMatch(/^\/(audio|common-voice-audio)\//);
      expect(item?.correctable).toContain('plural');
    } finally {
      await fresh.close();
    }
  });
});

describe('decisions', () => {
  it('records a decision exactly once under concurrent clicks', async () => {
    const { item } = await queue(reviewer);
    const id = requestId();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => decide({ item_id: item?.id, action: 'approve', request_id: id })),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 200)).toHaveLength(11);
    for (const response of responses) deskDecisionResponseSchema.parse(response.json());
    // Another click (a second tab) is refused: the item is decided.
    const again = await decide({ item_id: item?.id, action: 'reject', note: 'no', request_id: requestId() });
    expect(again.statusCode).toBe(409);
    const list = adminDeskDecisionsResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/admin/desk/decisions', headers: admin })).json(),
    );
    expect(list.decisions.filter((d) => d.item_id === item?.id)).toHaveLength(1);
    expect((await queue(reviewer)).item?.id).not.toBe(item?.id);
  });

  it('validates corrections with the content schema and refuses bad input with a 400 that says why', async () => {
    const { item } = await queue(reviewer);
    const cases: [object, RegExp][] = [
      [{ item_id: item?.id, action: 'correct', request_id: requestId() }, /at least one changed field/],
      [{ item_id: item?.id, action: 'reject', request_id: requestId() }, /note/],
      [
        { item_id: item?.id, action: 'correct', changes: { status: 'reviewed' }, request_id: requestId() },
        /status: not a field/,
      ],
      [
        { item_id: item?.id, action: 'correct', changes: { __proto__: 'x' }, request_id: requestId() },
        /changes/,
      ],
      [
        { item_id: item?.id, action: 'correct', changes: { difficulty: 'easy' }, request_id: requestId() },
        /difficulty/,
      ],
      [{ item_id: item?.id, action: 'maybe', request_id: requestId() }, /action must be one of/],
      [{ item_id: '__proto__', action: 'approve', request_id: requestId() }, /item_id must be an item id/],
      [{ item_id: 'word-../../x', action: 'approve', request_id: requestId() }, /item_id must be an item id/],
      [{ item_id: item?.id, action: 'approve', request_id: 'x' }, /request_id/],
      [{ item_id: item?.id, action: 'approve', request_id: requestId(), extra: 1 }, /extra/],
    ];
    for (const [payload, error] of cases) {
      const response = await decide(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error, JSON.stringify(payload)).toMatch(error);
    }
    const unknown = await decide({
      item_id: 'word-no-such-word',
      action: 'approve',
      request_id: requestId(),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets the administrator undo any decision, and the item comes back to the queue', async () => {
    const fresh = await newApp();
    try {
      const { item } = await queue(reviewer, fresh);
      const made = await decide(
        { item_id: item?.id, action: 'reject', note: 'wrong', request_id: requestId() },
        reviewer,
        fresh,
      );
      expect(made.statusCode).toBe(201);
      expect((await queue(reviewer, fresh)).item?.id).not.toBe(item?.id);
      const refused = await fresh.inject({
        method: 'POST',
        url: '/admin/desk/undo',
        headers: reviewer,
        payload: { item_id: item?.id },
      });
      expect(refused.statusCode).toBe(403);
      const undone = await fresh.inject({
        method: 'POST',
        url: '/admin/desk/undo',
        headers: admin,
        payload: { item_id: item?.id },
      });
      expect(undone.statusCode, undone.body).toBe(200);
      expect(undone.json().undone.action).toBe('reject');
      const twice = await fresh.inject({
        method: 'POST',
        url: '/admin/desk/undo',
        headers: admin,
        payload: { item_id: item?.id },
      });
      expect(twice.statusCode).toBe(404);
      // The reviewer's own lease on the next item ran out meanwhile; the undone item is first again.
      clock += 11 * 60 * 1000;
      expect((await queue(reviewer, fresh)).item?.id).toBe(item?.id);
    } finally {
      await fresh.close();
    }
  });

  it('counts progress by kind and course unit, and what the next 50 decisions unlock', async () => {
    const response = await app.inject({ method: 'GET', url: '/desk/progress', headers: admin });
    expect(response.statusCode).toBe(200);
    const progress = deskProgressResponseSchema.parse(response.json());
    const lexicon = progress.kinds.find((k) => k.kind === 'lexicon')!;
    const entries = realTutor().content.lexicon.reduce((n, file) => n + file.entries.length, 0);
    expect(lexicon.reviewed + lexicon.draft).toBe(entries);
    expect(progress.units.map((u) => u.id)).toEqual(realTutor().content.course?.units.map((u) => u.id));
    expect(progress.next.decisions).toBe(50);
    expect(progress.decided).toBeGreaterThan(0);
  });
});

describe('the round trip', () => {
  it('approve and correct through the API, export, rebuild: the tutor teaches the correction as sure', async () => {
    const fresh = await newApp();
    const dir = mkdtempSync(join(tmpdir(), 'vuga-desk-content-'));
    try {
      const before = realTutor().answer('what is the plural of igicuku?');
      expect(before.confidence).toBeLessThan(0.8);
      const approve = await decide(
        { item_id: 'word-igihu', action: 'approve', request_id: requestId() },
        reviewer,
        fresh,
      );
      expect(approve.statusCode, approve.body).toBe(201);
      const correct = await decide(
        {
          item_id: 'word-igicuku',
          action: 'correct',
          changes: { en: ['midnight', 'middle of the night'], plural: 'ibicuku', pluralClass: 8 },
          request_id: requestId(),
        },
        reviewer,
        fresh,
      );
      expect(correct.statusCode, correct.body).toBe(201);
      const { decisions } = adminDeskDecisionsResponseSchema.parse(
        (await fresh.inject({ method: 'GET', url: '/admin/desk/decisions', headers: admin })).json(),
      );
      cpSync(defaultContentDir, dir, { recursive: true });
      const report = exportDecisions(dir, decisions);
      expect(report.approved).toEqual(['word-igihu']);
      expect(report.corrected).toEqual(['word-igicuku']);
      const written = readFileSync(join(dir, 'lexicon', 'time-calendar.yaml'), 'utf8');
      expect(written).toContain('    en: [midnight, middle of the night]\n');
      expect(written).toContain(`    reviewed_by: ${REVIEWER}\n    reviewed_on: '2026-11-26'\n`);

      const tutor = createTutor(loadContentFromSource(dir));
      const after = tutor.answer('what is the plural of igicuku?');
      expect(after.response).toContain('ibicuku');
      expect(after.response).toContain('midnight');
      expect(after.confidence).toBeGreaterThanOrEqual(0.8);
      expect(tutor.answer('how do you say midnight?').response).toContain('igicuku');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await fresh.close();
    }
  }, 60_000);
});
