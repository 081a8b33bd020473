// POST /feedback (anyone; the signed-in account is recorded with the message) and GET /admin/feedback (the
// administrator only): the feedback form's messages, kept by the API in the feedback store. A Fastify plugin:
// each route declares who may call it (its preHandler, from plugins/auth.ts, or none when open to everyone).
import {
  type AdminFeedbackResponse,
  adminFeedbackQuerySchema,
  type FeedbackResponse,
  feedbackRequestSchema,
} from '@vuga/api-client/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FeedbackStore } from '../feedback.ts';
import { HttpError, parseInput } from '../plugins/errors.ts';
import type { RouteRateLimit } from '../plugins/rate-limit.ts';

export interface FeedbackOptions {
  rateLimit: RouteRateLimit;
  store: FeedbackStore;
  now: () => number;
}

async function feedback(app: FastifyInstance, { rateLimit, store, now }: FeedbackOptions) {
  // Anyone (rate limited); a signed-in caller's account is kept with the message, asked after the body.
  app.post('/feedback', { config: { rateLimit } }, async (request, reply): Promise<FeedbackResponse> => {
    const body = parseInput(feedbackRequestSchema, request.body, 'body');
    const caller = await app.identify(request);
    const receivedAt = new Date(now());
    let id: string;
    try {
      id = await store.add({
        type: body.type,
        rating: body.rating ?? null,
        subject: body.subject,
        message: body.message,
        email: body.email ?? null,
        account_email: caller?.email ?? null,
        receivedAt,
      });
    } catch (error) {
      request.log.error({ err: error }, 'saving feedback failed');
      throw new HttpError(503, 'Your feedback could not be saved. Try again in a moment.');
    }
    reply.code(201);
    return { id, received_at: receivedAt.toISOString() };
  });

  app.get(
    '/admin/feedback',
    { preHandler: app.requireAdmin },
    async (request): Promise<AdminFeedbackResponse> => {
      const { limit } = parseInput(adminFeedbackQuerySchema, request.query, 'query');
      try {
        return { feedback: await store.latest(limit) };
      } catch (error) {
        request.log.error({ err: error }, 'reading feedback failed');
        throw new HttpError(503, 'Failed to fetch feedback data');
      }
    },
  );
}

/** The routes as a plugin (`app.register(feedbackRoutes, options)`), kept on the app as dashboards.ts's are. */
export const feedbackRoutes = fp(feedback, { name: 'feedback-routes' });
