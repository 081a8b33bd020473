// The offline tutor checks the chat and translate bodies without zod (src/lib/offline-tutor/answers.ts): it
// must read them as the contract's schemas do, the API's words for a body they refuse included.
import { chatRequestSchema, translateRequestSchema } from '@vuga/api-client/contract';
import { describe, expect, it } from 'vitest';
import { offlineChatRequest, offlineTranslateRequest } from '../src/lib/offline-tutor/answers.ts';

type Outcome = { ok: true; value: unknown } | { ok: false; error: string };

/** What the API makes of a body (apps/api/src/plugins/errors.ts parseInput: the first issue, named). */
function server(schema: typeof chatRequestSchema | typeof translateRequestSchema, body: unknown): Outcome {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const [issue] = result.error.issues;
  const field = issue!.path.map(String).join('.');
  return {
    ok: false,
    error: !field || issue!.message.startsWith(field) ? issue!.message : `${field}: ${issue!.message}`,
  };
}

function offline<T>(check: (body: T) => unknown, body: T): Outcome {
  try {
    return { ok: true, value: check(body) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

const texts: unknown[] = [
  'what is the kinyarwanda for thank you',
  '  murakoze cyane \n',
  'a',
  '',
  '   ',
  '\t\n',
  'x'.repeat(1000),
  ` ${'x'.repeat(1000)} `,
  'x'.repeat(1001),
  'y'.repeat(5000),
  'y'.repeat(5001),
  'ndashaka kurya 🍌',
  42,
  null,
  undefined,
  ['a'],
];

describe('the offline tutor reads a body as the contract does', () => {
  it('chat: the question trimmed, or the same refusal', () => {
    for (const question of texts) {
      const body = { question } as never;
      expect(offline(offlineChatRequest, body), String(question)).toEqual(server(chatRequestSchema, body));
    }
    expect(offline(offlineChatRequest, { question: ' hi ', user_email: 'anonymous' })).toEqual(
      server(chatRequestSchema, { question: ' hi ', user_email: 'anonymous' }),
    );
  });

  it('translate: the text trimmed and the direction, or the same refusal', () => {
    for (const direction of ['en-rw', 'rw-en', 'fr-rw', '', undefined, 3])
      for (const text of texts) {
        const body = { text, direction } as never;
        expect(offline(offlineTranslateRequest, body), `${String(text)} ${String(direction)}`).toEqual(
          server(translateRequestSchema, body),
        );
      }
  });
});
