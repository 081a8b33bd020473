// GET /health (liveness, and the chat page's connected check) and GET /ready (readiness: the tutor can
// answer). While the server shuts down Fastify itself answers 503 to every new request, /ready included.
import type { HealthResponse, ReadyResponse } from '@vuga/api-client/contract';
import type { Tutor } from '@vuga/tutor';
import type { Speech } from '@vuga/tutor/speech';
import type { FastifyInstance } from 'fastify';
import packageJson from '../../package.json' with { type: 'json' };
import { HttpError } from '../plugins/errors.ts';
import type { Recorder } from '../recorder.ts';

export function healthRoutes(
  app: FastifyInstance,
  { tutor, speech, recorder }: { tutor: Tutor; speech: Speech; recorder: Recorder },
) {
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
