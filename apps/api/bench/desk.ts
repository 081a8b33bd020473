// `pnpm --filter @vuga/api bench:desk`: GET /desk/queue (the reviewer's desk) loaded by autocannon with 50
// connections for BENCH_SECONDS (default 10), the API with the in-memory desk store in a child process (so the
// load generator does not share its event loop), on a free port. 50 reviewers, one per connection, each asking
// for their next item: every request walks the queue past decided, skipped and leased items and takes a lease.
// Half the reviewers have skipped 200 items first, so the walk is long. A token verifier stands in for
// firebase-admin (token checks are cached in the API, see plugins/auth.ts). Goal: p99 <= 30 ms (issue 31).
// Measures; never fails on a number.
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const connections = 50;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const GOAL_P99_MS = 30;

if (process.argv[2] === 'serve') {
  const { createTutor } = await import('@vuga/tutor');
  const { loadConfig } = await import('../src/config.ts');
  const { buildServer } = await import('../src/server.ts');
  const { memoryDeskStore } = await import('../src/desk/store.ts');
  const app = await buildServer({
    config: loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000', PORT: '0' }),
    tutor: createTutor(),
    verifyToken: async (token) => ({ uid: token, email: `${token}@vuga.test` }),
    deskStore: memoryDeskStore(),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
} else {
  const child = fork(fileURLToPath(import.meta.url), ['serve'], { execArgv: ['--import', 'tsx'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the API exited (${code})`)));
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    const reviewers = Array.from({ length: connections }, (_, n) => `desk-bench-${n}`);
    const admin = { authorization: 'Bearer admin', 'content-type': 'application/json' };
    for (const name of reviewers) {
      await fetch(`${url}/admin/reviewers`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ email: `${name}@vuga.test` }),
      });
    }
    // Half the reviewers skip their first 200 items; a few decisions are recorded.
    for (const [n, name] of reviewers.entries()) {
      if (n % 2 === 1) continue;
      const headers = { authorization: `Bearer ${name}`, 'content-type': 'application/json' };
      for (let i = 0; i < 200; i++) {
        const { item } = await (await fetch(`${url}/desk/queue`, { headers })).json();
        const action = i % 50 === 0 ? 'approve' : 'skip';
        await fetch(`${url}/desk/decisions`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ item_id: item.id, action, request_id: `bench-${n}-${i}` }),
        });
      }
    }
    let next = 0;
    const load = (seconds: number) =>
      autocannon({
        url: `${url}/desk/queue`,
        connections,
        duration: seconds,
        setupClient: (client: { setHeaders: (headers: Record<string, string>) => void }) => {
          client.setHeaders({ authorization: `Bearer ${reviewers[next++ % connections]}` });
        },
      });
    // A short run first, not measured: the first requests compile the route and fill the caches.
    await load(2);
    const result = await load(duration);
    const ok = result['2xx'];
    console.log(
      `GET /desk/queue (memory store) — ${connections} connections, ${duration} s (load average ${loadavg()[0]!.toFixed(1)})`,
    );
    console.log(
      `  ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, max ${result.latency.max} ms (goal p99 <= ${GOAL_P99_MS} ms); ` +
        `${ok} 2xx, ${result.non2xx} other, ${result.errors} errors`,
    );
  } finally {
    child.kill('SIGTERM');
  }
}
