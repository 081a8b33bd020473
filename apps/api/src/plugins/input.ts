// Input made safe at the edge, before any handler: text that is not well-formed Unicode (a lone UTF-16
// surrogate, which JSON's "\ud800" can carry) is refused with a 400 that names the field. Such text cannot be
// stored (Firestore takes only valid UTF-8) nor read back the same, so it must never reach a record.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** A surrogate standing alone (with the u flag, a proper pair is one code point, not Cs). */
const LONE_SURROGATE = /\p{Cs}/u;
/** Nesting looked into at most (the JSON body limit keeps values small anyway). */
const MAX_DEPTH = 32;

/** The path of the first string (value or key) that is not well-formed, or null. */
export function malformedText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (LONE_SURROGATE.test(key)) return `${path} (a field name)`;
    const found = malformedText(
      inner,
      Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`,
      depth + 1,
    );
    if (found) return found;
  }
  return null;
}

export function registerInputChecks(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    const where =
      malformedText(request.params, 'path') ??
      malformedText(request.query, 'query') ??
      malformedText(request.body, 'body');
    if (where) {
      throw new HttpError(
        400,
        `${where} is not well-formed Unicode text (it holds a lone UTF-16 surrogate such as \\ud800); send valid UTF-8.`,
      );
    }
  });
}
