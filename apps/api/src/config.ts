// The API's configuration, read from the environment once at start-up and validated.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Where synthesized speech is cached by default: apps/api/.audio-cache. */
export const defaultAudioCacheDir = resolve(apiDir, '.audio-cache');
/** Where learner records wait while the database is unreachable, by default: apps/api/.outbox. */
export const defaultOutboxDir = resolve(apiDir, '.outbox');

/** An unset variable and an empty one (as in a copied .env.example) mean the same. */
const optional = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

export const configSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(5001),
  ADMIN_EMAIL: z.email().default('admin@vuga.test'),
  /**
   * Reviewers of the content (the reviewer's desk), comma-separated emails, besides those the administrator
   * adds in the admin dashboard (kept in Firestore). The administrator may always use the desk.
   */
  REVIEWER_EMAILS: list.pipe(z.array(z.email())),
  CORS_ORIGINS: list,
  FIREBASE_PROJECT_ID: z.string().default('demo-vuga'),
  FIREBASE_AUTH_EMULATOR_HOST: optional,
  FIRESTORE_EMULATOR_HOST: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Synthesized speech, files named by content hash (served at /audio/). */
  AUDIO_CACHE_DIR: z.string().min(1).default(defaultAudioCacheDir),
  /**
   * A folder every instance mounts (a shared volume): synthesised speech goes there instead of AUDIO_CACHE_DIR,
   * any instance can make a file another handed out, and a word is synthesised once for all (lock files).
   */
  SPEECH_SHARED_DIR: optional,
  /** Chat and translate requests allowed per user (or address when signed out) per minute. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /**
   * Redis holding the rate limits (redis://host:port), so every instance counts against one limit; unset keeps
   * them in this process's memory (one instance only: n instances would allow n times the limit).
   */
  REDIS_URL: optional.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  /**
   * A path prefix every route is also served under (e.g. /api when Firebase Hosting rewrites /api/** to the
   * API, since Hosting passes the path on unchanged). Unset serves routes at the root only.
   */
  API_PREFIX: optional.pipe(
    z
      .string()
      .regex(/^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/, 'a path like /api (no trailing slash)')
      .optional(),
  ),
  /** Chat answers remembered by question (see answer-cache.ts); 0 turns the cache off. */
  ANSWER_CACHE_SIZE: z.coerce.number().int().min(0).default(2000),
  /**
   * Addresses of proxies in front of the API whose X-Forwarded-For is trusted (comma-separated IPs or CIDRs,
   * or 'loopback'); unset trusts none. Behind a load balancer set it, or every caller shares the balancer's
   * address for rate limiting.
   */
  TRUST_PROXY: optional,
  /**
   * Makes the tutor's choices repeatable: the same quiz request gets the same questions on every run (see
   * random.ts). Only the test stack sets it; unset, quizzes are drawn with Math.random.
   */
  RANDOM_SEED: optional,
  /**
   * Test stacks only: 'header' lets a request set the time Learn and Review run at (the x-test-now header, ms
   * since the epoch), so an end-to-end test can bring cards due without waiting days. Refused with a real
   * project.
   */
  TEST_CLOCK: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['header']).optional()),
  /** How long a shutdown waits for requests in flight and the outbox before giving up. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Learner records the database did not take wait here (one file each) until it answers again. */
  OUTBOX_DIR: z.string().min(1).default(defaultOutboxDir),
  /** At most this many records wait in the outbox; more are dropped (and counted in /health). */
  OUTBOX_MAX_RECORDS: z.coerce.number().int().min(1).default(10_000),
  /** How long an answer waits for its record to be written before the record goes to the outbox. */
  RECORD_TIMEOUT_MS: z.coerce.number().int().min(1).default(2_000),
  /**
   * A whole request (headers and body) must arrive within this, and its headers within HEADERS_TIMEOUT_MS,
   * or it gets 408 and its connection is closed; an idle keep-alive connection closes after
   * KEEP_ALIVE_TIMEOUT_MS. The bodies here are at most 16 kB, so these are generous.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1).default(5_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1).default(5_000),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid API configuration: ${problems}`);
  }
  const config = parsed.data;
  const emulators = ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST'] as const;
  const set = emulators.filter((name) => config[name]);
  // firebase-admin accepts the Auth emulator's unsigned tokens whenever its variable is set: with a real
  // project that would let anyone forge any identity, the administrator's included.
  if (set.length > 0 && !config.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    throw new Error(
      `Refusing to start: ${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} set but FIREBASE_PROJECT_ID ` +
        `"${config.FIREBASE_PROJECT_ID}" is not a demo-* project. The emulators accept unsigned sign-in ` +
        'tokens, so they may only be used with a demo-* project id; unset them to use a real project.',
    );
  }
  if (config.TEST_CLOCK && !config.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    throw new Error(
      `Refusing to start: TEST_CLOCK lets any request set the time, so it may only be used with a demo-* ` +
        `project id, not "${config.FIREBASE_PROJECT_ID}".`,
    );
  }
  return config;
}
