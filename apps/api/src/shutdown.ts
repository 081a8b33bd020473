// Graceful shutdown without resets. Fastify's own close() calls http.Server#close, which closes idle
// keep-alive sockets at once: a client that is just reusing one gets its request reset. And closing the
// listening socket resets every connection still waiting in its backlog, which clients that retry at once keep
// full. Here instead:
//   1. every request from now on is answered 503 with Connection: close, and every response still in flight
//      carries Connection: close, so each connection ends cleanly after its current response;
//   2. for IDLE_GRACE_MS the server still accepts and answers so (the load balancer stops sending meanwhile);
//   3. then new requests are held, unanswered: a client waiting for its answer does not connect again, so the
//      backlog empties. Once no connection has come in for QUIET_MS (or the deadline nears), the listening
//      socket closes with nothing waiting in it; later connections are refused, not reset;
//   4. the held requests get their 503 with Connection: close, the connections left idle are closed, and once
//      every connection has ended the records outbox is flushed (what cannot be written stays on disk) and
//      Fastify closes (its onClose hooks run).
import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

const IDLE_GRACE_MS = 1000;
/** No new connection for this long: the backlog is empty (loopback and LAN handshakes take far less). */
const QUIET_MS = 50;
const SHUTTING_DOWN = 'The server is restarting. Please try again in a moment.';

/** Installs the hooks (call before listen) and returns the shutdown to run on SIGTERM. */
export function gracefulShutdown(
  app: FastifyInstance,
  { timeoutMs, idleGraceMs = IDLE_GRACE_MS }: { timeoutMs: number; idleGraceMs?: number },
): () => Promise<void> {
  let draining = false;
  let release: () => void = () => undefined;
  /** Pending while requests are held (step 3); resolved when the listener has closed. */
  let held: Promise<void> = Promise.resolve();
  let lastConnection = 0;
  app.server.on('connection', () => {
    lastConnection = Date.now();
  });

  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    await held;
    reply.header('connection', 'close');
    return reply.code(503).header('retry-after', '1').send({ error: SHUTTING_DOWN });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  return async function shutdown() {
    const deadline = Date.now() + timeoutMs;
    draining = true;
    await sleep(Math.min(idleGraceMs, timeoutMs));
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Held requests make no new connections: wait for a quiet moment, keeping half the time left in hand.
    const quietBy = Date.now() + Math.max(0, (deadline - Date.now()) / 2);
    while (Date.now() - lastConnection < QUIET_MS && Date.now() < quietBy) await sleep(10);
    // net.Server#close: stop listening but leave the open connections to the steps below; its callback runs
    // when the last connection has ended.
    const ended = new Promise<void>((resolve) => Server.prototype.close.call(app.server, () => resolve()));
    release();
    app.server.closeIdleConnections();
    await Promise.race([ended, sleep(Math.max(0, deadline - Date.now()))]);
    await app.recorder.flush(deadline);
    await app.close();
  };
}
