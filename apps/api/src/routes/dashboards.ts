// GET /learner/dashboard (the signed-in learner's own data) and GET /admin/analytics, /admin/records,
// /admin/overview, /admin/users (the administrator only), as a Fastify plugin. Each route declares who may call
// it (its preHandler, from plugins/auth.ts) and its input; the figures come from @vuga/analytics over the
// configured reader.
import {
  type AnalyticsReader,
  loadAdminAnalytics,
  loadAdminUsers,
  loadLearnerDashboard,
} from '@vuga/analytics';
import {
  type AdminAnalyticsResponse,
  type AdminOverviewResponse,
  type AdminRecordsResponse,
  type AdminUsersResponse,
  type LearnerDashboardResponse,
  learnerDashboardQuerySchema,
} from '@vuga/api-client/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { AccountCounter } from '../account.ts';
import type { FeedbackStore } from '../feedback.ts';
import { callerOf } from '../plugins/auth.ts';
import { HttpError } from '../plugins/errors.ts';
import type { Recorder } from '../recorder.ts';

/** Dead letters listed at most (the count says how many there are). */
const DEAD_LETTERS_SHOWN = 50;

/**
 * A failed store read is our fault, not the client's: 503, and the client falls back (docs/product.md §8).
 */
async function read<T>(request: FastifyRequest, what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    request.log.error({ err: error }, `reading ${what} failed`);
    throw new HttpError(503, `Failed to fetch ${what} data`);
  }
}

export interface DashboardOptions {
  analytics: AnalyticsReader;
  recorder: Recorder;
  countAccounts: AccountCounter;
  feedback: Pick<FeedbackStore, 'count'>;
  /** The route's clock (the test stack's x-test-now): "today" for the streak and the week. */
  now: (request: FastifyRequest) => number;
}

async function dashboards(
  app: FastifyInstance,
  { analytics, recorder, countAccounts, feedback, now }: DashboardOptions,
) {
  // The query's user_email, when given, must be the caller's own: the input is parsed before the sign-in.
  const learnerOnly = { preHandler: [app.queryInput(learnerDashboardQuerySchema), app.requireSignedIn] };
  app.get('/learner/dashboard', learnerOnly, async (request): Promise<LearnerDashboardResponse> => {
    const query = request.input as z.output<typeof learnerDashboardQuerySchema>;
    const learner = callerOf(request);
    const at = new Date(now(request));
    return read(request, 'dashboard', () =>
      loadLearnerDashboard(analytics, learner.email, {
        now: at,
        ...(query.time_zone && { timeZone: query.time_zone }),
      }),
    );
  });

  const adminOnly = { preHandler: app.requireAdmin };

  app.get('/admin/analytics', adminOnly, async (request): Promise<AdminAnalyticsResponse> => {
    return read(request, 'analytics', () => loadAdminAnalytics(analytics));
  });

  // The records outbox: what waits for the database, and what it refused for good (with the reasons).
  app.get('/admin/records', adminOnly, async (): Promise<AdminRecordsResponse> => {
    const letters = await recorder.deadLetters(DEAD_LETTERS_SHOWN);
    return {
      ...recorder.backlog(),
      dead_letters: letters.map(({ buriedAt, ...letter }) => ({ ...letter, buried_at: buriedAt })),
    };
  });

  // Total users from Authentication (every account, also one that never did anything), and what the learners
  // did in Learn and Review, and the feedback received.
  app.get('/admin/overview', adminOnly, async (request): Promise<AdminOverviewResponse> => {
    return read(request, 'overview', async () => {
      const [accounts, stats, messages] = await Promise.all([
        countAccounts(),
        analytics.allUserStats(),
        feedback.count(),
      ]);
      return {
        accounts,
        lessons_completed: stats.reduce((total, s) => total + (s.lessonCount ?? 0), 0),
        reviews: stats.reduce((total, s) => total + (s.reviewCount ?? 0), 0),
        feedback: messages,
      };
    });
  });

  app.get('/admin/users', adminOnly, async (request): Promise<AdminUsersResponse> => {
    return { users: await read(request, 'users', () => loadAdminUsers(analytics)) };
  });
}

/**
 * The routes as a plugin (`app.register(dashboardRoutes, options)`). fastify-plugin keeps them on the app
 * itself rather than in a child context, so the hooks the app gains later (main.ts's graceful shutdown) and its
 * closing reach them as they reach every other route.
 */
export const dashboardRoutes = fp(dashboards, { name: 'dashboard-routes' });
