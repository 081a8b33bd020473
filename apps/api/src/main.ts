// Starts the API: loads configuration and content, listens, and shuts down gracefully on SIGINT/SIGTERM (see
// shutdown.ts): stop accepting, answer new requests 503 with Connection: close, finish the requests in flight,
// close idle keep-alive connections, flush the records outbox, exit (forced after SHUTDOWN_TIMEOUT_MS).
import { cachingTutor } from './answer-cache.ts';
import { loadConfig } from './config.ts';
import { randomSource } from './random.ts';
import { buildServer } from './server.ts';
import { gracefulShutdown } from './shutdown.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A configuration the API must not run with: say why, once, without a stack trace.
  console.error((error as Error).message);
  process.exit(1);
}
const tutor = cachingTutor({ size: config.ANSWER_CACHE_SIZE, random: randomSource(config.RANDOM_SEED) });
const app = await buildServer({ config, tutor });
const shutdown = gracefulShutdown(app, { timeoutMs: config.SHUTDOWN_TIMEOUT_MS });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('requests still in flight after the shutdown timeout; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + 1000).unref();
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ host: config.HOST, port: config.PORT });
} catch (error) {
  app.log.fatal(error);
  process.exit(1);
}
// What the tutor builds on first use (the translation memory's indexes, ~0.5 s) is built now, in small steps
// between requests, rather than by whichever request first needs it while fifty others wait behind it.
tutor.prepare().catch((error: unknown) => app.log.error({ err: error }, 'preparing the tutor failed'));
