// The contract's plain values (no zod): what code that does not parse with the contract's schemas needs, the
// offline tutor's worker among it (apps/web/src/lib/offline-tutor), which answers without zod's code and the
// contract's hundred schemas (made when contract.ts loads: 60 ms of a new worker's first answer in Node).
// contract.ts exports them too.

export const DIRECTIONS = ['en-rw', 'rw-en'] as const;

/** Limits the server enforces on input (docs/product.md §5 and §9). */
export const LIMITS = {
  questionChars: 1000,
  translateChars: 5000,
  minQuizQuestions: 5,
  maxQuizQuestions: 25,
  defaultQuizQuestions: 10,
} as const;

export const AUDIO_ROUTES = { tts_generated: '/audio/', common_voice: '/common-voice-audio/' } as const;
