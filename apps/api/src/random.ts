// The tutor's random source (which quiz questions, in which order; the chat's sample quiz question). In
// production it is Math.random. With RANDOM_SEED set (the test stack sets it) every request draws from its own
// stream, derived from the seed and what the request asked — so the same quiz request gets the same questions
// on every run, whatever was asked before it, and end-to-end tests never depend on chance.
import { createHash } from 'node:crypto';

export interface RandomSource {
  /** The next number in [0, 1). */
  next(): number;
  /** Starts the stream for one request, named by what it asks (no effect without a seed). */
  beginRequest(key: string): void;
}

/** Math.random, or a seeded stream per request when `seed` is given. */
export function randomSource(seed?: string): RandomSource {
  if (seed === undefined) return { next: Math.random, beginRequest: () => {} };
  let key = '';
  let counter = 0;
  return {
    // SHA-256 of (seed, request, counter): no state to carry between requests, and plenty fast for tests.
    next: () => {
      const digest = createHash('sha256').update(`${seed}\0${key}\0${counter++}`).digest();
      return digest.readUInt32BE(0) / 2 ** 32;
    },
    beginRequest: (request) => {
      key = request;
      counter = 0;
    },
  };
}
