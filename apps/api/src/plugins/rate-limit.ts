// Per-user (or per-address when signed out) limits on the expensive endpoints: chat and translate. The counts
// live in this process's memory, or in Redis when REDIS_URL is set so that every instance behind a load
// balancer counts against the same limit.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Auth } from './auth.ts';
import { HttpError } from './errors.ts';

export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

/** Redis keys of the limits start with this (one Redis can serve other things too). */
export const RATE_LIMIT_NAMESPACE = 'vuga-rate-limit:';

/**
 * A client for the limits: fails fast (a request never waits long on Redis) and reconnects in the background.
 * ioredis is loaded only when REDIS_URL is set (it costs start-up time otherwise).
 */
export async function redisClient(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
}

/** Registers the limiter (off by default) and returns the route option that turns it on for a route. */
export async function registerRateLimit(
  app: FastifyInstance,
  { perMinute, auth, redis }: { perMinute: number; auth: Auth; redis?: Redis | undefined },
): Promise<RouteRateLimit> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: auth.rateLimitKey,
    ...(redis && {
      redis,
      nameSpace: RATE_LIMIT_NAMESPACE,
      // Redis unreachable: serve the request unlimited rather than fail it (the outage is logged above).
      skipOnError: true,
    }),
    // The plugin sets Retry-After (seconds) before this error is thrown.
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many requests: at most ${context.max} a minute. Try again in ${context.after}.`,
      ),
  });
  return { max: perMinute, timeWindow: 60_000 };
}
