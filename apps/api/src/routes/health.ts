// GET /health (liveness, and the chat page's connected check) and GET /ready (readiness: the tutor can
// answer). While the server shuts down Fastify itself answers 503 to every new request, /ready included.
// A Fastify plugin; both routes are open to everyone (no preHandler).
import type { HealthResponse, ReadyResponse } from '@vuga/api-client/contract';
import type { Tutor } from '@vuga/tutor';
import type { Speech } from '@vuga/tutor/speech';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import packageJson from '../../package.json' with { type: 'json' };
import { HttpError } from '../plugins/errors.ts';
import type { Recorder } from '../recorder.ts';

export interface HealthOptions {
  tutor: Tutor;
  speech: Speech;
  recorder: Recorder;
}

async function health(app: FastifyInstance, { tutor, speech, recorder }: HealthOptions) {
  app.get('/health', async (): Promise<HealthResponse> => {
    const status = tutor.status();
    return {
      status: 'ok',
      teaching_model: status.teachingModel,
      common_voice_audio: status.nativeAudio,
      tts_audio: speech.available,
      available_words: status.nativeWords,
      version: packageJson.version,
      uptime: Math.round(process.uptime() * 10) / 10,
      records_outbox: recorder.backlog(),
    };
  });

  app.get('/ready', async (): Promise<ReadyResponse> => {
    if (!tutor.status().teachingModel) throw new HttpError(503, 'The tutor has no content loaded.');
    return { status: 'ready' };
  });
}

/** The routes as a plugin (`app.register(healthRoutes, options)`), kept on the app as dashboards.ts's are. */
export const healthRoutes = fp(health, { name: 'health-routes' });
