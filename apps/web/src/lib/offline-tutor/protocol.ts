// The messages between the page (offline-tutor.ts) and the worker (tutor.worker.ts).
import type { ChatRequest, TranslateRequest } from '@vuga/api-client/contract';

export type WorkerRequest =
  | { id: number; kind: 'load' }
  | { id: number; kind: 'chat'; body: ChatRequest }
  | { id: number; kind: 'translate'; body: TranslateRequest };

export type WorkerReply =
  | { id: number; ok: true; value: unknown /** Milliseconds the answer took in the worker. */; ms: number }
  | { id: number; ok: false; error: string };
