// Rate limits shared through Redis: two API servers, each with its own Redis client, over one real
// redis-server (started here on a free loopback port, in memory only) count one caller against one limit;
// without REDIS_URL each server counts on its own. Real HTTP between the test and the servers.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../bench/processes.mjs';
import { realTutor, testConfig, testServer } from './support.ts';

let redis: { url: string; stop: () => Promise<void> };
const servers: FastifyInstance[] = [];

beforeAll(async () => {
  redis = await startRedis();
  realTutor(); // built once here (seconds on a busy machine), not inside the first test's time
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await redis?.stop();
});

/** A listening server with the given environment; resolves with its base URL. */
async function listening(env: Record<string, string>): Promise<string> {
  const server = await testServer({ config: testConfig({ RATE_LIMIT_PER_MINUTE: '3', ...env }) });
  servers.push(server);
  return server.listen({ host: '127.0.0.1', port: 0 });
}

const chat = (base: string, question: string) =>
  fetch(`${base}/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ question }),
  });

describe('rate limits across two instances', () => {
  it('with REDIS_URL, the limit holds across both: the fourth request (to either) is refused', async () => {
    const [a, b] = await Promise.all([
      listening({ REDIS_URL: redis.url }),
      listening({ REDIS_URL: redis.url }),
    ]);
    const statuses = [];
    for (const base of [a, b, a]) statuses.push((await chat(base, 'muraho')).status);
    expect(statuses).toEqual([200, 200, 200]);

    const refused = await chat(b, 'muraho');
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatch(/at most 3 a minute/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await chat(a, 'muraho')).status).toBe(429);
  });

  it('without REDIS_URL each instance counts alone, so two allow twice the limit', async () => {
    const [a, b] = await Promise.all([listening({}), listening({})]);
    const statuses = [];
    for (const base of [a, b, a, b, a, b]) statuses.push((await chat(base, 'muraho')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await chat(a, 'muraho')).status).toBe(429);
  });

  it('a Redis that cannot be reached does not fail requests (the limit is skipped, the outage logged)', async () => {
    const gone = await startRedis();
    await gone.stop();
    const base = await listening({ REDIS_URL: gone.url });
    expect((await chat(base, 'muraho')).status).toBe(200);
  });
});
