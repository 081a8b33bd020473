// The HTTP contract between the web app and the tutor API: one zod schema per request and response. The
// server validates requests with these and the client parses responses with them, so both share one source.
import { z } from 'zod';

/** Every error response of the API. */
export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** GET /health */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  teaching_model: z.boolean(),
  common_voice_audio: z.boolean(),
  available_words: z.number().int().nonnegative(),
  version: z.string(),
  uptime: z.number().nonnegative(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
