// Every failure leaves the API as `{ "error": "…" }`: 4xx with a message that says what to fix for bad input,
// and a bare 500 (logged with its request id) for our own faults. Client input must never reach the 500 path.
import { TutorInputError } from '@vuga/tutor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** An error whose message is safe to show the client, with the status to answer. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

/** The first problem zod found, phrased so that it names the field. */
function describeIssue(issue: z.core.$ZodIssue, where: string): string {
  const field = issue.path.map(String).join('.');
  if (!field) return `${where}: ${issue.message}`;
  return issue.message.startsWith(field) ? issue.message : `${field}: ${issue.message}`;
}

/** Parses request input with a contract schema; a mismatch is a 400 that names the field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new HttpError(400, issue ? describeIssue(issue, where) : `Invalid ${where}`);
}

/** Fastify's own 4xx errors, reworded for people. */
const friendlyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is larger than the 16 kB the API accepts.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
};

/**
 * The router's own errors (Fastify's `frameworkErrors`), raised before any route or hook: JSON with the request
 * id like every other 400. (server.ts's URL rewrite sends the known cause, an undecodable path, to a route.)
 */
export function frameworkError(_error: unknown, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  reply.code(400).send({ error: 'The address could not be routed; check its path.' });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      error: `No route ${request.method} ${request.url.slice(0, 200)}. See the API documentation for the routes.`,
    });
  });

  app.setErrorHandler(
    (error: { statusCode?: number; code?: string; message: string; name?: string }, request, reply) => {
      // The engine refuses input it cannot use (an unknown quiz category or question id): the client's fault.
      const status =
        error instanceof HttpError
          ? error.statusCode
          : error instanceof TutorInputError
            ? 400
            : error.statusCode && error.statusCode >= 400 && error.statusCode < 500
              ? error.statusCode
              : 500;
      if (status >= 500 && !(error instanceof HttpError)) {
        request.log.error({ err: error }, 'request failed');
        reply.code(500).send({ error: 'Internal server error' });
        return;
      }
      const message = (error.code && friendlyMessages[error.code]) || error.message;
      reply.code(status).send({ error: message });
    },
  );
}
