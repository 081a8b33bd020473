// SIGTERM under load, on the real entry point as a child process (no Firebase; shutdown.emulator.test.ts adds
// the records): 24 keep-alive connections send chats and quiz generations back to back; mid-run the API gets
// SIGTERM. Every request sent on an open connection gets an HTTP answer (200, or 503 with Connection: close
// once the shutdown began): no connection is reset, and the process exits 0. Then clients that retry at once
// on a new connection whatever the answer: every connection the server accepted is answered, and once it
// stops listening new ones are refused, never reset (nothing was left in the listen backlog).
import { Agent } from 'node:http';
import { expect, it } from 'vitest';
import { RESETS, send, sigtermUnderLoad, startApiProcess } from './http-load.ts';

/** The API without Firebase. */
const startApi = () => startApiProcess({ FIREBASE_AUTH_EMULATOR_HOST: '', FIRESTORE_EMULATOR_HOST: '' });

it('SIGTERM under load: no connection reset, exit 0', async () => {
  const api = await startApi();
  try {
    const { errors, resets, statuses, summary } = await sigtermUnderLoad(api, 24);
    console.info(`shutdown under load: ${summary}`);
    expect(resets).toEqual([]);
    expect(errors).toEqual([]);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
  } finally {
    if (api.child.exitCode === null) api.child.kill('SIGKILL');
  }
}, 120_000);

it('SIGTERM with clients that retry at once: every accepted connection answered, none reset', async () => {
  const { child, exited, port } = await startApi();
  try {
    const clients = 24;
    // A new connection for every request, as a client that retries at once after a 503 or a closed connection.
    const agent = new Agent({ keepAlive: false, maxSockets: clients });
    const counts = { ok: 0, unavailable: 0, refused: 0, resets: 0, other: 0 };
    let sent = 0;
    let signalled = false;
    const client = async (n: number) => {
      // Bounded: at most 5,000 requests each, and it stops once the server refuses connections (it is gone).
      for (let i = 0; i < 5000; i++) {
        const outcome = await send(agent, port, '/chat', { question: `How do I say milk? (${n}.${i})` });
        sent += 1;
        if (sent === 200 && !signalled) {
          signalled = true;
          child.kill('SIGTERM');
        }
        if (outcome.status === 200) counts.ok += 1;
        else if (outcome.status === 503) counts.unavailable += 1;
        else if (outcome.error === 'ECONNREFUSED') {
          counts.refused += 1;
          return;
        } else if (outcome.error && RESETS.includes(outcome.error)) counts.resets += 1;
        else counts.other += 1;
      }
    };
    await Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
    expect(await exited).toBe(0);
    agent.destroy();
    console.info(
      `shutdown with retrying clients: ${sent} requests; 200: ${counts.ok}, 503: ${counts.unavailable}, ` +
        `refused after close: ${counts.refused}, resets: ${counts.resets}, other: ${counts.other}`,
    );
    expect(signalled).toBe(true);
    expect(counts.unavailable).toBeGreaterThan(0);
    expect(counts.resets).toBe(0);
    expect(counts.other).toBe(0);
    expect(counts.refused).toBe(clients);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}, 120_000);
