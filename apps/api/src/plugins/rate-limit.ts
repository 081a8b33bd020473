// Per-user (or per-address when signed out) limits on the expensive endpoints: chat and translate.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Auth } from './auth.ts';
import { HttpError } from './errors.ts';

export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

/** Registers the limiter (off by default) and returns the route option that turns it on for a route. */
export async function registerRateLimit(
  app: FastifyInstance,
  { perMinute, auth }: { perMinute: number; auth: Auth },
): Promise<RouteRateLimit> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: auth.rateLimitKey,
    // The plugin sets Retry-After (seconds) before this error is thrown.
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many requests: at most ${context.max} a minute. Try again in ${context.after}.`,
      ),
  });
  return { max: perMinute, timeWindow: 60_000 };
}
