// GET /learner/dashboard (the signed-in learner's own data) and GET /admin/analytics, GET /admin/users (the
// administrator only). Who may see what is decided here from the verified token; the figures come from
// @vuga/analytics over the configured reader.
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
import type { AccountCounter } from '../account.ts';
import type { FeedbackStore } from '../feedback.ts';
import type { Auth } from '../plugins/auth.ts';
import { HttpError, parseInput } from '../plugins/errors.ts';
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

export function dashboardRoutes(
  app: FastifyInstance,
  {
    auth,
    analytics,
    recorder,
    countAccounts,
    feedback,
    now,
  }: {
    auth: Auth;
    analytics: AnalyticsReader;
    recorder: Recorder;
    countAccounts: AccountCounter;
    feedback: Pick<FeedbackStore, 'count'>;
    /** The route's clock (the test stack's x-test-now): "today" for the streak and the week. */
    now: (request: FastifyRequest) => number;
  },
) {
  app.get('/learner/dashboard', async (request): Promise<LearnerDashboardResponse> => {
    const query = parseInput(learnerDashboardQuerySchema, request.query, 'query');
    const learner = await auth.requireUser(request, query.user_email);
    const at = new Date(now(request));
    return read(request, 'dashboard', () =>
      loadLearnerDashboard(analytics, learner.email, {
        now: at,
        ...(query.time_zone && { timeZone: query.time_zone }),
      }),
    );
  });

  app.get('/admin/analytics', async (request): Promise<AdminAnalyticsResponse> => {
    await auth.requireAdmin(request);
    return read(request, 'analytics', () => loadAdminAnalytics(analytics));
  });

  // The records outbox: what waits for the database, and what it refused for good (with the reasons).
  app.get('/admin/records', async (request): Promise<AdminRecordsResponse> => {
    await auth.requireAdmin(request);
    const letters = await recorder.deadLetters(DEAD_LETTERS_SHOWN);
    return {
      ...recorder.backlog(),
      dead_letters: letters.map(({ buriedAt, ...letter }) => ({ ...letter, buried_at: buriedAt })),
    };
  });

  // Total users from Authentication (every account, also one that never did anything), and what the learners
  // did in Learn and Review, and the feedback received.
  app.get('/admin/overview', async (request): Promise<AdminOverviewResponse> => {
    await auth.requireAdmin(request);
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

  app.get('/admin/users', async (request): Promise<AdminUsersResponse> => {
    await auth.requireAdmin(request);
    return { users: await read(request, 'users', () => loadAdminUsers(analytics)) };
  });
}
