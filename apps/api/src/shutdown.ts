// Graceful shutdown without resets. Fastify's own close() calls http.Server#close, which closes idle
// keep-alive sockets at once: a client that is just reusing one gets its request reset. Here instead:
//   1. every request from now on is answered 503 with Connection: close, and every response still in flight
//      carries Connection: close, so each connection ends cleanly after its current response;
//   2. for IDLE_GRACE_MS the server still accepts: connections waiting in the listen backlog (a busy moment
//      can leave some there) are accepted and answered 503 — closing the listening socket at once would
//      reset them (the kernel does), and the load balancer stops sending new ones meanwhile;
//   3. then it stops accepting (the listening socket closes; open connections stay) and closes the
//      connections left idle (a client sends on a busy one well within the grace);
//   4. once every connection has ended (so no request is in flight), the records outbox is flushed (what
//      cannot be written stays on disk) and Fastify closes (its onClose hooks run).
import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

const IDLE_GRACE_MS = 1000;
const SHUTTING_DOWN = 'The server is restarting. Please try again in a moment.';

/** Installs the hooks (call before listen) and returns the shutdown to run on SIGTERM. */
export function gracefulShutdown(
  app: FastifyInstance,
  { timeoutMs, idleGraceMs = IDLE_GRACE_MS }: { timeoutMs: number; idleGraceMs?: number },
): () => Promise<void> {
  let draining = false;
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    reply.header('connection', 'close');
    return reply.code(503).send({ error: SHUTTING_DOWN });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  return async function shutdown() {
    const deadline = Date.now() + timeoutMs;
    draining = true;
    await sleep(Math.min(idleGraceMs, timeoutMs));
    // net.Server#close: stop listening but leave the open connections to the steps below; its callback runs
    // when the last connection has ended.
    const ended = new Promise<void>((resolve) => Server.prototype.close.call(app.server, () => resolve()));
    app.server.closeIdleConnections();
    await Promise.race([ended, sleep(Math.max(0, deadline - Date.now()))]);
    await app.recorder.flush(deadline);
    await app.close();
  };
}
