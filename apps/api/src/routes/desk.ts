// The reviewer's desk: GET /desk/queue (the next draft, leased to the caller), POST /desk/decisions (approve,
// correct, reject, skip), GET /desk/progress — for reviewers (REVIEWER_EMAILS, or added by the administrator)
// and the administrator; anyone else gets 403. The administrator also lists and undoes decisions and manages
// the reviewers (/admin/desk/*, /admin/reviewers). A Fastify plugin: each route declares who may call it (its
// preHandler: the reviewers' check below, or plugins/auth.ts's requireAdmin). The queue's order and each item's
// details (evidence, forms made sure) are computed once, on first use, from the tutor's content.
import {
  type AdminDeskDecisionsResponse,
  type AdminDeskUndoResponse,
  type AdminReviewersResponse,
  adminDeskUndoRequestSchema,
  adminReviewerRequestSchema,
  DESK_LEASE_MS,
  DESK_LIMITS,
  type DeskDecisionResponse,
  type DeskItem,
  type DeskProgressResponse,
  deskDecisionRequestSchema,
} from '@vuga/api-client/contract';
import type { Content, NativeClip } from '@vuga/tutor';
import { audioFor } from '@vuga/tutor/responses';
import {
  applyCorrection,
  CORRECTABLE,
  type DeskEntry,
  deskEntries,
  type EvidenceIndex,
  evidenceIndex,
  unitItems,
} from '@vuga/tutor/review';
import type { Speech } from '@vuga/tutor/speech';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DeskDecision, DeskStore } from '../desk/store.ts';
import { callerOf } from '../plugins/auth.ts';
import { HttpError, parseInput } from '../plugins/errors.ts';

export const REVIEWERS_ONLY = 'Access denied. Reviewer privileges required.';

export interface DeskOptions {
  store: DeskStore;
  content: Content;
  clips: Map<string, NativeClip>;
  speech?: Speech | undefined;
  /** Reviewers named by the configuration (lower case). */
  configuredReviewers: readonly string[];
  now: () => number;
}

/** The queue and its details, built on first use (half a second) and kept. */
function deskIndex(content: Content) {
  let built: { entries: DeskEntry[]; byId: Map<string, DeskEntry>; evidence: EvidenceIndex } | undefined;
  return () => {
    if (!built) {
      const entries = deskEntries(content);
      built = {
        entries,
        byId: new Map(entries.map((entry) => [entry.id, entry])),
        evidence: evidenceIndex(content),
      };
    }
    return built;
  };
}

const storeFailure = (request: FastifyRequest, error: unknown): never => {
  request.log.error({ err: error }, 'the desk store failed');
  throw new HttpError(503, 'The review desk could not reach its database. Try again in a moment.');
};

async function desk(
  app: FastifyInstance,
  { store, content, clips, speech, configuredReviewers, now }: DeskOptions,
) {
  const index = deskIndex(content);
  const configured = new Set(configuredReviewers.map((email) => email.toLowerCase()));
  const items = new Map<string, DeskItem>();

  /** preHandlers: a signed-in reviewer (configured, or added by the administrator) or the administrator. */
  const reviewersOnly = {
    preHandler: [
      app.requireSignedIn,
      async (request: FastifyRequest) => {
        const caller = callerOf(request);
        if (caller.isAdmin || configured.has(caller.email)) return;
        const listed = await store.isReviewer(caller.email).catch((error) => storeFailure(request, error));
        if (!listed) throw new HttpError(403, REVIEWERS_ONLY);
      },
    ],
  };
  const adminOnly = { preHandler: app.requireAdmin };

  const itemOf = (entry: DeskEntry): DeskItem => {
    let item = items.get(entry.id);
    if (!item) {
      const audio = entry.speak ? audioFor(entry.speak, clips, speech) : null;
      item = {
        id: entry.id,
        kind: entry.kind,
        tier: entry.tier,
        unit: entry.unit,
        category: entry.category,
        headline: entry.headline,
        en: entry.en,
        pos: entry.pos,
        noun_class: entry.nounClass,
        example: entry.example,
        audio_url: audio?.audio_url ?? null,
        audio_source: audio?.source ?? 'tts_generated',
        evidence:
          entry.kind === 'lexicon' || entry.kind === 'phrase' ? index().evidence.find(entry.headline) : [],
        would_be_sure: entry.wouldBeSure,
        fields: { ...entry.data },
        correctable: [...CORRECTABLE[entry.kind]],
      };
      items.set(entry.id, item);
    }
    return item;
  };

  // An item's JSON is made once: the queue answers thousands of times a second (bench/desk.ts).
  const itemJson = new Map<string, string>();
  const jsonOf = (entry: DeskEntry) => {
    let json = itemJson.get(entry.id);
    if (json === undefined) {
      json = JSON.stringify(itemOf(entry));
      itemJson.set(entry.id, json);
    }
    return json;
  };

  app.get('/desk/queue', reviewersOnly, async (request, reply) => {
    const caller = callerOf(request);
    const at = now();
    try {
      const [decided, skipped] = await Promise.all([store.decidedIds(), store.skipped(caller.email)]);
      const { entries, byId } = index();
      // Walk only as far as the first item the caller can take; count the rest from the two sets, which are
      // far smaller than the queue (a full walk per request cost 0.2 ms at 50 reviewers: bench/desk.ts).
      let remaining = entries.length;
      for (const id of decided) if (byId.has(id)) remaining--;
      for (const id of skipped) if (byId.has(id) && !decided.has(id)) remaining--;
      let found: DeskEntry | undefined;
      for (const entry of entries) {
        if (decided.has(entry.id) || skipped.has(entry.id)) continue;
        if ((await store.claim(entry.id, caller.email, at, at + DESK_LEASE_MS)) === 'ok') {
          found = entry;
          break;
        }
        remaining--;
      }
      const lease = found ? JSON.stringify(new Date(at + DESK_LEASE_MS).toISOString()) : 'null';
      reply.type('application/json; charset=utf-8');
      // The shape of DeskQueueResponse, with the item's JSON made once.
      return `{"item":${found ? jsonOf(found) : 'null'},"lease_expires_at":${lease},"remaining":${remaining}}`;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      return storeFailure(request, error);
    }
  });

  app.post('/desk/decisions', reviewersOnly, async (request, reply): Promise<DeskDecisionResponse> => {
    const caller = callerOf(request);
    const body = parseInput(deskDecisionRequestSchema, request.body, 'body');
    const entry = index().byId.get(body.item_id);
    if (!entry)
      throw new HttpError(404, `No draft ${body.item_id} to review: take items from GET /desk/queue.`);
    const at = now();
    if (body.action === 'skip') {
      await store.skip(entry.id, caller.email, at).catch((error) => storeFailure(request, error));
      return { decision: null, repeat: false };
    }
    const decidedAt = new Date(at).toISOString();
    let after: Record<string, unknown> | null = null;
    if (body.action === 'approve') {
      after = {
        ...entry.data,
        status: 'reviewed',
        reviewed_by: caller.email,
        reviewed_on: decidedAt.slice(0, 10),
      };
    } else if (body.action === 'correct') {
      const changes = new Map(Object.entries(body.changes ?? {}));
      if (changes.size === 0)
        throw new HttpError(400, 'changes: a correction needs at least one changed field.');
      const corrected = applyCorrection(entry, changes, { by: caller.email, on: decidedAt.slice(0, 10) });
      if (!corrected.ok) throw new HttpError(400, corrected.error);
      after = corrected.data as Record<string, unknown>;
    } else if (!body.note) {
      throw new HttpError(400, 'note: say why the item is rejected (a note is required).');
    }
    const decision: DeskDecision = {
      item_id: entry.id,
      action: body.action,
      reviewer: caller.email,
      decided_at: decidedAt,
      before: { ...entry.data },
      after,
      note: body.note ?? null,
      request_id: body.request_id,
    };
    const result = await store.decide(decision, at).catch((error) => storeFailure(request, error));
    if (result.outcome === 'taken') {
      throw new HttpError(409, 'Another reviewer has this item open. Take the next one from the queue.');
    }
    if (result.outcome === 'decided') {
      throw new HttpError(409, `${entry.id} has already been decided (${result.decision.action}).`);
    }
    if (result.outcome === 'created') reply.code(201);
    const { request_id: _, ...shown } = result.decision;
    return { decision: shown, repeat: result.outcome === 'repeat' };
  });

  async function progress(): Promise<DeskProgressResponse> {
    const { entries } = index();
    const decided = await store.decidedIds();
    const decisions = decided.size > 0 ? await store.decisions() : [];
    const approved = new Set(decisions.filter((d) => d.action !== 'reject').map((d) => d.item_id));
    const draftIds = new Set(entries.map((entry) => entry.id));
    const totals = new Map<string, number>([
      ['lexicon', content.lexicon.reduce((n, file) => n + file.entries.length, 0)],
      ['phrase', content.phrases.reduce((n, file) => n + file.entries.length, 0)],
      ['grammar', content.grammar.length],
      ['quiz', content.quiz.reduce((n, file) => n + file.items.length, 0)],
    ]);
    const drafts = new Map<string, number>();
    for (const entry of entries)
      if (!approved.has(entry.id)) drafts.set(entry.kind, (drafts.get(entry.kind) ?? 0) + 1);
    const kinds = (['lexicon', 'phrase', 'grammar', 'quiz'] as const).map((kind) => {
      const draft = drafts.get(kind) ?? 0;
      return { kind, reviewed: (totals.get(kind) ?? 0) - draft, draft };
    });
    const units = unitItems(content).map(({ id, title, ids }) => {
      let draft = 0;
      for (const item of ids) if (draftIds.has(item) && !approved.has(item)) draft++;
      return { id, title, reviewed: ids.length - draft, draft };
    });
    const next = entries.filter((entry) => !decided.has(entry.id)).slice(0, DESK_LIMITS.unlockWindow);
    const forms = next.flatMap((entry) => entry.wouldBeSure);
    return {
      kinds,
      units,
      next: {
        decisions: next.length,
        sure_forms: forms.length,
        quiz_questions: next.filter((entry) => entry.kind === 'quiz').length,
        grammar_topics: next.filter((entry) => entry.kind === 'grammar').length,
        words: next.filter((entry) => entry.kind === 'lexicon').length,
        phrases: next.filter((entry) => entry.kind === 'phrase').length,
        sample_forms: forms.slice(0, 8),
      },
      decided: decided.size,
    };
  }

  app.get('/desk/progress', reviewersOnly, async (request): Promise<DeskProgressResponse> => {
    return progress().catch((error) => storeFailure(request, error));
  });

  const shown = ({ request_id: _, ...decision }: DeskDecision) => decision;

  app.get('/admin/desk/decisions', adminOnly, async (request): Promise<AdminDeskDecisionsResponse> => {
    const decisions = await store.decisions().catch((error) => storeFailure(request, error));
    return { decisions: decisions.reverse().map(shown) };
  });

  app.post('/admin/desk/undo', adminOnly, async (request): Promise<AdminDeskUndoResponse> => {
    const admin = callerOf(request);
    const { item_id } = parseInput(adminDeskUndoRequestSchema, request.body, 'body');
    const undone = await store
      .undo(item_id, admin.email, now())
      .catch((error) => storeFailure(request, error));
    if (!undone) throw new HttpError(404, `${item_id} has no decision to undo.`);
    return { undone: shown(undone) };
  });

  async function reviewerList(request: FastifyRequest): Promise<AdminReviewersResponse> {
    const added = await store.reviewers().catch((error) => storeFailure(request, error));
    return {
      reviewers: [
        ...[...configured]
          .sort()
          .map((email) => ({ email, added_by: null, added_at: null, configured: true })),
        ...added
          .filter((reviewer) => !configured.has(reviewer.email))
          .map((reviewer) => ({ ...reviewer, configured: false })),
      ],
    };
  }

  app.get('/admin/reviewers', adminOnly, async (request): Promise<AdminReviewersResponse> => {
    return reviewerList(request);
  });

  app.post('/admin/reviewers', adminOnly, async (request, reply): Promise<AdminReviewersResponse> => {
    const admin = callerOf(request);
    const email = parseInput(adminReviewerRequestSchema, request.body, 'body').email.trim().toLowerCase();
    await store
      .addReviewer({ email, added_by: admin.email, added_at: new Date(now()).toISOString() })
      .catch((error) => storeFailure(request, error));
    reply.code(201);
    return reviewerList(request);
  });

  app.post('/admin/reviewers/remove', adminOnly, async (request): Promise<AdminReviewersResponse> => {
    const email = parseInput(adminReviewerRequestSchema, request.body, 'body').email.trim().toLowerCase();
    if (configured.has(email)) {
      throw new HttpError(409, `${email} is named in REVIEWER_EMAILS: remove it from the configuration.`);
    }
    const removed = await store.removeReviewer(email).catch((error) => storeFailure(request, error));
    if (!removed) throw new HttpError(404, `${email} is not on the reviewers list.`);
    return reviewerList(request);
  });
}

/** The routes as a plugin (`app.register(deskRoutes, options)`), kept on the app as dashboards.ts's are. */
export const deskRoutes = fp(desk, { name: 'desk-routes' });
