// POST /feedback (anyone; the signed-in account is recorded with the message) and GET /admin/feedback (the
// administrator only): the feedback form's messages, kept by the API in the feedback store.
import {
  type AdminFeedbackResponse,
  adminFeedbackQuerySchema,
  type FeedbackResponse,
  feedbackRequestSchema,
} from '@vuga/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { FeedbackStore } from '../feedback.ts';
import type { Auth } from '../plugins/auth.ts';
import { HttpError, parseInput } from '../plugins/errors.ts';
import type { RouteRateLimit } from '../plugins/rate-limit.ts';

export function feedbackRoutes(
  app: FastifyInstance,
  {
    auth,
    rateLimit,
    store,
    now,
  }: { auth: Auth; rateLimit: RouteRateLimit; store: FeedbackStore; now: () => number },
) {
  app.post('/feedback', { config: { rateLimit } }, async (request, reply): Promise<FeedbackResponse> => {
    const body = parseInput(feedbackRequestSchema, request.body, 'body');
    const caller = await auth.identity(request);
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

  app.get('/admin/feedback', async (request): Promise<AdminFeedbackResponse> => {
    await auth.requireAdmin(request);
    const { limit } = parseInput(adminFeedbackQuerySchema, request.query, 'query');
    try {
      return { feedback: await store.latest(limit) };
    } catch (error) {
      request.log.error({ err: error }, 'reading feedback failed');
      throw new HttpError(503, 'Failed to fetch feedback data');
    }
  });
}
