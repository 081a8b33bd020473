// Held-open and trickled requests on a real listening server: 300 connections at once (loopback), a third
// sending nothing, a third trickling headers, a third trickling a body. Each gets 408 and its socket is
// closed within seconds, and the server still answers others meanwhile.
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testConfig, testServer } from './support.ts';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await testServer({
    config: testConfig({
      REQUEST_TIMEOUT_MS: '2000',
      HEADERS_TIMEOUT_MS: '1000',
      KEEP_ALIVE_TIMEOUT_MS: '1000',
    }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
}, 60_000);
afterAll(() => app.close());

type Kind = 'silent' | 'slow headers' | 'slow body';

/** Opens a connection that never completes its request; resolves with what came back and when it closed. */
function holdOpen(kind: Kind): Promise<{ kind: Kind; reply: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket: Socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    let trickle: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      reply += chunk;
    });
    socket.on('error', () => undefined); // a write after the server closed: the close below still reports
    socket.on('close', () => {
      clearInterval(trickle);
      resolve({ kind, reply, closedAfterMs: performance.now() - started });
    });
    socket.on('connect', () => {
      if (kind === 'slow headers') {
        socket.write('POST /chat HTTP/1.1\r\nHost: 127.0.0.1\r\n');
        trickle = setInterval(() => socket.write('X-Slow: 1\r\n'), 200);
      } else if (kind === 'slow body') {
        socket.write(
          // A route without a rate limit, so every request reaches the body.
          'POST /quiz/generate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
        );
        trickle = setInterval(() => socket.write(' '), 200);
      }
    });
    // The test's own bound: a socket the server never closes fails the test rather than hanging it.
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`${kind}: the server kept the connection open for 15 s`));
    }, 15_000).unref();
  });
}

it('300 held connections each get 408 and are closed within seconds', async () => {
  const kinds: Kind[] = ['silent', 'slow headers', 'slow body'];
  const held = Promise.all(Array.from({ length: 300 }, (_, i) => holdOpen(kinds[i % 3]!)));
  // Meanwhile an ordinary request is answered.
  const health = await fetch(`http://127.0.0.1:${port}/health`);
  expect(health.status).toBe(200);

  const results = await held;
  const slowest = Math.max(...results.map((r) => r.closedAfterMs));
  const with408 = results.filter((r) => r.reply.startsWith('HTTP/1.1 408')).length;
  console.info(
    `held connections: 300; answered 408: ${with408}; all closed within ${Math.round(slowest)} ms`,
  );
  for (const kind of kinds) {
    const ofKind = results.filter((r) => r.kind === kind);
    expect(
      ofKind.every((r) => r.reply.startsWith('HTTP/1.1 408')),
      kind,
    ).toBe(true);
  }
  expect(slowest).toBeLessThan(6000);
}, 30_000);

it('closes an idle keep-alive connection after its timeout', async () => {
  const result = await new Promise<{ reply: string; closedAfterMs: number }>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    let answeredAt = 0;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      reply += chunk;
      answeredAt ||= performance.now();
    });
    socket.on('close', () => resolve({ reply, closedAfterMs: performance.now() - answeredAt }));
    socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  });
  expect(result.reply).toMatch(/^HTTP\/1.1 200/);
  expect(result.closedAfterMs).toBeLessThan(4000);
}, 15_000);
