// Builds the Fastify app without listening, so tests can inject requests and main.ts can listen.
import cors from '@fastify/cors';
import { createTutor, type Tutor } from '@vuga/tutor';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { healthRoutes } from './routes/health.ts';

export interface ServerOptions {
  config: Config;
  tutor?: Tutor;
}

export async function buildServer({
  config,
  tutor = createTutor(),
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    bodyLimit: 16 * 1024,
    requestIdHeader: 'x-request-id',
  });
  await app.register(cors, { origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      error: `No route ${request.method} ${request.url}. See the API documentation for the routes.`,
    });
  });
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    reply.code(status).send({ error: status === 500 ? 'Internal server error' : error.message });
  });

  healthRoutes(app, { tutor });
  return app;
}
