// The offline tutor's answers: POST /chat and POST /translate's response bodies made on this device from the
// downloaded content by @vuga/tutor/responses, the same code apps/api/src/routes/chat.ts and translate.ts
// answer with, so the chat and translate screens render them unchanged (apps/api/test/offline-tutor.test.ts
// holds the two equal over the tutor's evaluation set). What the server does besides answering (rate limits,
// activity records) is not done offline. Speech synthesis is the server's: offline, a word without a native
// recording has no audio (null URL, the answer the server gives when it cannot synthesise).
import { DIRECTIONS, LIMITS } from '@vuga/api-client/constants';
import type {
  ChatRequest,
  ChatResponse,
  TranslateRequest,
  TranslateResponse,
} from '@vuga/api-client/contract';
import type { LearnItem } from '@vuga/learn';
import { type Content, createTutor, type Tutor, type TutorOptions } from '@vuga/tutor/browser';
import {
  audioFor,
  type BodyHelpers,
  chatBody,
  clipIndex,
  courseTaught,
  itemsByText,
  learnItems,
  reviewTextOf,
  translateBody,
} from '@vuga/tutor/responses';

export interface OfflineTutor {
  chat(body: ChatRequest): ChatResponse;
  translate(body: TranslateRequest): TranslateResponse;
  /** Builds, in steps that leave the event loop free, the indexes a translation otherwise builds at once. */
  prepare(): Promise<void>;
}

/** A body the offline tutor refuses, with the words the API's 400 would say (its `error`). */
export class OfflineRequestError extends Error {}

/**
 * Text the learner typed, as the contract's schemas read it (typedText: a string, trimmed, then within its
 * limit), without zod: its code and the contract's schemas were a third of the worker's first answer. Only
 * what an answer reads is checked (the text and the direction); the labels only the server keeps (user_email,
 * time_zone, analytics_opt_out) are not recorded offline. test/offline-request.test.ts holds this to the schemas.
 */
function typedText(body: object, field: string, max: number): string {
  const value: unknown = (body as Record<string, unknown>)[field];
  if (typeof value !== 'string') throw new OfflineRequestError(`${field} must be a string`);
  const text = value.trim();
  if (text.length < 1) throw new OfflineRequestError(`${field} must not be empty`);
  if (text.length > max) throw new OfflineRequestError(`${field} must be at most ${max} characters`);
  return text;
}

/** POST /chat's body as chatRequestSchema gives it to the answer: the question trimmed. */
export function offlineChatRequest(request: ChatRequest): ChatRequest {
  return { ...request, question: typedText(request, 'question', LIMITS.questionChars) };
}

/** POST /translate's body as translateRequestSchema gives it: the text trimmed, a known direction. */
export function offlineTranslateRequest(request: TranslateRequest): TranslateRequest {
  const text = typedText(request, 'text', LIMITS.translateChars);
  const direction = DIRECTIONS.find((known) => known === request.direction);
  if (!direction)
    throw new OfflineRequestError(
      `direction: Invalid option: expected one of ${DIRECTIONS.map((d) => `"${d}"`).join('|')}`,
    );
  return { ...request, text, direction };
}

export function createOfflineTutor(content: Content, options: TutorOptions = {}): OfflineTutor {
  const tutor: Tutor = createTutor(content, options);
  const clips = clipIndex(content.clips);
  let byText: ((text: string) => LearnItem | undefined) | undefined;
  // Built on the first answer that needs it, from which items the course teaches (not its whole path with the
  // exercises, which the API's catalog makes for its lessons: ten times as long for the same lookup).
  const itemByText = (text: string) => {
    if (!byText) {
      const items = learnItems(content);
      byText = itemsByText(items, courseTaught(content, items));
    }
    return byText(text);
  };
  const helpers: BodyHelpers = {
    audioFor: (text) => audioFor(text, clips),
    reviewText: (rw) => reviewTextOf(itemByText, rw),
  };

  return {
    chat(request) {
      const body = offlineChatRequest(request);
      return chatBody(tutor, tutor.answer(body.question), helpers);
    },
    translate(request) {
      const body = offlineTranslateRequest(request);
      return translateBody(tutor.translate(body.text, body.direction), body, helpers);
    },
    prepare: () => tutor.prepare(),
  };
}
