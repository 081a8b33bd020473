import type { HealthResponse } from '@vuga/api-client/contract';
import type { Tutor } from '@vuga/tutor';
import type { FastifyInstance } from 'fastify';

const version = '0.1.0';

export function healthRoutes(app: FastifyInstance, { tutor }: { tutor: Tutor }) {
  app.get('/health', async (): Promise<HealthResponse> => {
    const status = tutor.status();
    return {
      status: 'ok',
      teaching_model: status.teachingModel,
      common_voice_audio: status.nativeAudio,
      available_words: status.nativeWords,
      version,
      uptime: Math.round(process.uptime() * 10) / 10,
    };
  });
}
