// The API's configuration, read from the environment once at start-up and validated.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Where synthesized speech is cached by default: apps/api/.audio-cache. */
export const defaultAudioCacheDir = resolve(dirname(fileURLToPath(import.meta.url)), '../.audio-cache');

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
  CORS_ORIGINS: list,
  FIREBASE_PROJECT_ID: z.string().default('demo-vuga'),
  FIREBASE_AUTH_EMULATOR_HOST: optional,
  FIRESTORE_EMULATOR_HOST: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Synthesized speech, files named by content hash (served at /audio/). */
  AUDIO_CACHE_DIR: z.string().min(1).default(defaultAudioCacheDir),
  /** Chat and translate requests allowed per user (or address when signed out) per minute. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
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
  /** How long a shutdown waits for requests in flight before giving up. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
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
  return parsed.data;
}
