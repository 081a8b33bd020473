// Where the reviewer's desk keeps its state: the reviewers the administrator added, the leases that keep two
// reviewers off one item, each reviewer's skips, and the decisions (one per item, with reviewer, time, before
// and after). In Firestore: deskReviewers, deskLeases, deskSkips, deskDecisions and deskUndone, written only by
// the API (firestore.rules denies browsers every collection it does not name). Document ids are SHA-256
// hashes of the item id or email, so nothing a client sends names a path. A decision is created in a
// transaction with the lease check, so one item gets one decision however many clicks race. A memory store
// with the same behaviour serves the unit tests and the benchmark.
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';

export const DESK_ACTIONS = ['approve', 'correct', 'reject'] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];

export interface DeskDecision {
  item_id: string;
  action: DeskAction;
  reviewer: string;
  /** ISO date-time. */
  decided_at: string;
  /** The entry before and after (after: as the export writes it; null for a rejection). */
  before: Record<string, unknown>;
  after: Record<string, unknown> | null;
  note: string | null;
  /** The client's key for this click: a repeat with the same key gets the same decision back. */
  request_id: string;
}

export interface Reviewer {
  email: string;
  added_by: string;
  added_at: string;
}

export type ClaimResult = 'ok' | 'taken' | 'decided';
export type DecideResult =
  | { outcome: 'created'; decision: DeskDecision }
  | { outcome: 'repeat'; decision: DeskDecision }
  | { outcome: 'decided'; decision: DeskDecision }
  | { outcome: 'taken'; by: string };

export interface DeskStore {
  reviewers(): Promise<Reviewer[]>;
  /** Whether the email is on the stored list (cached; the list changes through this store). */
  isReviewer(email: string): Promise<boolean>;
  addReviewer(reviewer: Reviewer): Promise<void>;
  removeReviewer(email: string): Promise<boolean>;
  /** Item ids with a decision (a local mirror: a claim checks the stored decision itself). */
  decidedIds(): Promise<ReadonlySet<string>>;
  /** The item ids a reviewer skipped. */
  skipped(reviewer: string): Promise<ReadonlySet<string>>;
  /** Leases the item to the reviewer until `until` unless another holds it or it is decided. */
  claim(itemId: string, reviewer: string, now: number, until: number): Promise<ClaimResult>;
  /** Gives back the reviewer's lease and remembers the skip. */
  skip(itemId: string, reviewer: string, at: number): Promise<void>;
  /** Records the decision once: a repeat of its request id returns it; another reviewer's live lease refuses it. */
  decide(decision: DeskDecision, now: number): Promise<DecideResult>;
  decisions(): Promise<DeskDecision[]>;
  /** Removes an item's decision (kept in the undone log); null when the item has none. */
  undo(itemId: string, by: string, at: number): Promise<DeskDecision | null>;
}

/** A document id for an item or an email: its SHA-256 (nothing a client sends names a path). */
export const deskDocId = (value: string) => createHash('sha256').update(value).digest('hex');

export function memoryDeskStore(): DeskStore {
  const reviewers = new Map<string, Reviewer>();
  const leases = new Map<string, { reviewer: string; until: number }>();
  const skips = new Map<string, Set<string>>();
  const decisions = new Map<string, DeskDecision>();
  const decided = new Set<string>();
  const undone: (DeskDecision & { undone_by: string; undone_at: string })[] = [];
  return {
    async reviewers() {
      return [...reviewers.values()].sort((a, b) => a.email.localeCompare(b.email));
    },
    async isReviewer(email) {
      return reviewers.has(email);
    },
    async addReviewer(reviewer) {
      if (!reviewers.has(reviewer.email)) reviewers.set(reviewer.email, reviewer);
    },
    async removeReviewer(email) {
      return reviewers.delete(email);
    },
    async decidedIds() {
      return decided;
    },
    async skipped(reviewer) {
      return skips.get(reviewer) ?? new Set();
    },
    async claim(itemId, reviewer, now, until) {
      if (decided.has(itemId)) return 'decided';
      const lease = leases.get(itemId);
      if (lease && lease.reviewer !== reviewer && lease.until > now) return 'taken';
      leases.set(itemId, { reviewer, until });
      return 'ok';
    },
    async skip(itemId, reviewer) {
      const lease = leases.get(itemId);
      if (lease?.reviewer === reviewer) leases.delete(itemId);
      const mine = skips.get(reviewer) ?? new Set<string>();
      mine.add(itemId);
      skips.set(reviewer, mine);
    },
    async decide(decision, now) {
      const existing = decisions.get(decision.item_id);
      if (existing) {
        const repeat = existing.request_id === decision.request_id && existing.reviewer === decision.reviewer;
        return { outcome: repeat ? 'repeat' : 'decided', decision: existing };
      }
      const lease = leases.get(decision.item_id);
      if (lease && lease.reviewer !== decision.reviewer && lease.until > now) {
        return { outcome: 'taken', by: lease.reviewer };
      }
      decisions.set(decision.item_id, decision);
      decided.add(decision.item_id);
      leases.delete(decision.item_id);
      return { outcome: 'created', decision };
    },
    async decisions() {
      return [...decisions.values()].sort((a, b) => a.decided_at.localeCompare(b.decided_at));
    },
    async undo(itemId, by, at) {
      const decision = decisions.get(itemId);
      if (!decision) return null;
      decisions.delete(itemId);
      decided.delete(itemId);
      undone.push({ ...decision, undone_by: by, undone_at: new Date(at).toISOString() });
      return decision;
    },
  };
}

/** Firestore through firebase-admin, loaded on first use. */
export function firestoreDeskStore(database: () => Promise<Firestore>): DeskStore {
  let reviewerCache: { at: number; emails: Set<string> } | undefined;
  let decided: Promise<Set<string>> | undefined;
  const skipCache = new Map<string, Set<string>>();
  const REVIEWER_CACHE_MS = 5_000;
  const col = async (name: string) => (await database()).collection(name);
  const loadDecided = async () =>
    new Set(
      (await (await col('deskDecisions')).select('item_id').get()).docs.map((doc) => doc.get('item_id')),
    );
  const decidedSet = () => {
    decided ??= loadDecided().catch((error) => {
      decided = undefined;
      throw error;
    });
    return decided;
  };
  const skippedSet = async (reviewer: string) => {
    let mine = skipCache.get(reviewer);
    if (!mine) {
      const snapshot = await (await col('deskSkips')).where('reviewer', '==', reviewer).get();
      mine = new Set(snapshot.docs.map((doc) => doc.get('item_id') as string));
      skipCache.set(reviewer, mine);
    }
    return mine;
  };
  const store: DeskStore = {
    async reviewers() {
      const snapshot = await (await col('deskReviewers')).get();
      return snapshot.docs
        .map((doc) => doc.data() as Reviewer)
        .sort((a, b) => a.email.localeCompare(b.email));
    },
    async isReviewer(email) {
      if (!reviewerCache || Date.now() - reviewerCache.at > REVIEWER_CACHE_MS) {
        reviewerCache = { at: Date.now(), emails: new Set((await store.reviewers()).map((r) => r.email)) };
      }
      return reviewerCache.emails.has(email);
    },
    async addReviewer(reviewer) {
      await (await col('deskReviewers')).doc(deskDocId(reviewer.email)).set(reviewer);
      reviewerCache = undefined;
    },
    async removeReviewer(email) {
      const ref = (await col('deskReviewers')).doc(deskDocId(email));
      const existed = (await ref.get()).exists;
      await ref.delete();
      reviewerCache = undefined;
      return existed;
    },
    decidedIds: decidedSet,
    skipped: skippedSet,
    async claim(itemId, reviewer, now, until) {
      const db = await database();
      const id = deskDocId(itemId);
      const result = await db.runTransaction(async (tx) => {
        const [lease, decision] = await Promise.all([
          tx.get(db.collection('deskLeases').doc(id)),
          tx.get(db.collection('deskDecisions').doc(id)),
        ]);
        if (decision.exists) return 'decided' as const;
        if (lease.exists && lease.get('reviewer') !== reviewer && lease.get('until') > now)
          return 'taken' as const;
        tx.set(lease.ref, { item_id: itemId, reviewer, until });
        return 'ok' as const;
      });
      if (result === 'decided') (await decidedSet()).add(itemId);
      return result;
    },
    async skip(itemId, reviewer, at) {
      const db = await database();
      const lease = db.collection('deskLeases').doc(deskDocId(itemId));
      await db.runTransaction(async (tx) => {
        const held = await tx.get(lease);
        if (held.exists && held.get('reviewer') === reviewer) tx.delete(lease);
        tx.set(db.collection('deskSkips').doc(deskDocId(`${reviewer}\n${itemId}`)), {
          reviewer,
          item_id: itemId,
          at: new Date(at).toISOString(),
        });
      });
      (await skippedSet(reviewer)).add(itemId);
    },
    async decide(decision, now) {
      const db = await database();
      const id = deskDocId(decision.item_id);
      const result = await db.runTransaction(async (tx): Promise<DecideResult> => {
        const [lease, existing] = await Promise.all([
          tx.get(db.collection('deskLeases').doc(id)),
          tx.get(db.collection('deskDecisions').doc(id)),
        ]);
        if (existing.exists) {
          const stored = existing.data() as DeskDecision;
          const repeat = stored.request_id === decision.request_id && stored.reviewer === decision.reviewer;
          return { outcome: repeat ? 'repeat' : 'decided', decision: stored };
        }
        if (lease.exists && lease.get('reviewer') !== decision.reviewer && lease.get('until') > now) {
          return { outcome: 'taken', by: lease.get('reviewer') as string };
        }
        tx.create(existing.ref, decision);
        if (lease.exists) tx.delete(lease.ref);
        return { outcome: 'created', decision };
      });
      if (result.outcome !== 'taken') (await decidedSet()).add(decision.item_id);
      return result;
    },
    async decisions() {
      const snapshot = await (await col('deskDecisions')).get();
      return snapshot.docs
        .map((doc) => doc.data() as DeskDecision)
        .sort((a, b) => a.decided_at.localeCompare(b.decided_at));
    },
    async undo(itemId, by, at) {
      const db = await database();
      const ref = db.collection('deskDecisions').doc(deskDocId(itemId));
      const decision = await db.runTransaction(async (tx) => {
        const existing = await tx.get(ref);
        if (!existing.exists) return null;
        const stored = existing.data() as DeskDecision;
        tx.create(db.collection('deskUndone').doc(), {
          ...stored,
          undone_by: by,
          undone_at: new Date(at).toISOString(),
        });
        tx.delete(ref);
        return stored;
      });
      if (decision) (await decidedSet()).delete(itemId);
      return decision;
    },
  };
  return store;
}
