// Starts the API: loads configuration and content, listens, and shuts down gracefully on SIGINT/SIGTERM:
// new requests get 503, requests in flight finish, then the process exits (forced after SHUTDOWN_TIMEOUT_MS).
import { cachingTutor } from './answer-cache.ts';
import { loadConfig } from './config.ts';
import { randomSource } from './random.ts';
import { buildServer } from './server.ts';

const config = loadConfig();
const app = await buildServer({
  config,
  tutor: cachingTutor({ size: config.ANSWER_CACHE_SIZE, random: randomSource(config.RANDOM_SEED) }),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('requests still in flight after the shutdown timeout; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  await app.listen({ host: config.HOST, port: config.PORT });
} catch (error) {
  app.log.fatal(error);
  process.exit(1);
}
