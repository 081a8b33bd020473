// The offline tutor's answers: POST /chat and POST /translate's response bodies made on this device from the
// downloaded content by @vuga/tutor/responses, the same code apps/api/src/routes/chat.ts and translate.ts
// answer with, so the chat and translate screens render them unchanged (apps/api/test/offline-tutor.test.ts
// holds the two equal over the tutor's evaluation set). What the server does besides answering (rate limits,
// activity records) is not done offline. Speech synthesis is the server's: offline, a word without a native
// recording has no audio (null URL, the answer the server gives when it cannot synthesise).
import {
  type ChatRequest,
  type ChatResponse,
  chatRequestSchema,
  type TranslateRequest,
  type TranslateResponse,
  translateRequestSchema,
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
      const body = chatRequestSchema.parse(request);
      return chatBody(tutor, tutor.answer(body.question), helpers);
    },
    translate(request) {
      const body = translateRequestSchema.parse(request);
      return translateBody(tutor.translate(body.text, body.direction), body, helpers);
    },
    prepare: () => tutor.prepare(),
  };
}
