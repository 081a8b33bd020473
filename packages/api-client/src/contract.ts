// The HTTP contract between the web app and the tutor API: one zod schema per request and response. The
// server validates requests with these and the client parses responses with them, so both share one source.
// Field names follow docs/product.md §3 (snake_case on the wire).
import { z } from 'zod';
import { AUDIO_ROUTES, DIRECTIONS, LIMITS } from './constants.ts';
import { FEEDBACK_LIMITS, FEEDBACK_TYPES } from './feedback-form.ts';

export { AUDIO_ROUTES, DIRECTIONS, FEEDBACK_LIMITS, FEEDBACK_TYPES, LIMITS };

/** Every error response of the API. */
export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

// ---- Shared pieces -------------------------------------------------------------------------------------

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export const QUIZ_DIFFICULTIES = ['mixed', ...DIFFICULTIES] as const;
export const AUDIO_SOURCES = ['common_voice', 'tts_generated'] as const;
export const ANSWER_TYPES = [
  'vocabulary',
  'phrase',
  'grammar',
  'number',
  'pronunciation',
  'conjugation',
  'conversation',
  'topic',
  'quiz',
  'fallback',
] as const;
export const TRANSLATION_METHODS = ['exact', 'fuzzy', 'memory', 'pattern', 'word-by-word', 'none'] as const;
export const ACTIVITY_TYPES = ['chat', 'translation', 'quiz', 'pronunciation', 'review', 'lesson'] as const;

export const difficultySchema = z.enum(DIFFICULTIES);
export const quizDifficultySchema = z.enum(QUIZ_DIFFICULTIES);
export const directionSchema = z.enum(DIRECTIONS);
export const audioSourceSchema = z.enum(AUDIO_SOURCES);
export type AudioSource = z.infer<typeof audioSourceSchema>;

const count = z.number().int().nonnegative();
const unit = z.number().min(0).max(1);
const percentage = z.number().min(0).max(100);
const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });

/**
 * The user_email the spec's client sends. It only labels a request: identity comes from the verified ID
 * token, and the server refuses an email that is not the signed-in user's. 'anonymous' means signed out.
 */
export const userEmailSchema = z.union([z.literal('anonymous'), z.email().max(254)]);

/** Text the user typed: trimmed, then bounded. */
const typedText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .min(1, { error: `${field} must not be empty` })
    .max(max, { error: `${field} must be at most ${max} characters` });

// ---- GET /health, GET /ready ---------------------------------------------------------------------------

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  teaching_model: z.boolean(),
  common_voice_audio: z.boolean(),
  /** Speech synthesis works (espeak-ng found): words without a native clip can be heard. */
  tts_audio: z.boolean(),
  available_words: count,
  version: z.string(),
  uptime: z.number().nonnegative(),
  /**
   * Learner records the database has not taken yet (it was slow or down): kept on the API's disk and written
   * when it answers again; `dropped` counts records refused because the outbox was full, `dead` the records
   * the database refused for good (set aside with the reason; GET /admin/records lists them).
   */
  records_outbox: z.object({ pending: count, dropped: count, dead: count }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const readyResponseSchema = z.object({ status: z.literal('ready') });
export type ReadyResponse = z.infer<typeof readyResponseSchema>;

/**
 * What every request the API records (chat, translate, quiz submit) may add: the learner's IANA time zone,
 * which decides the record's day (default UTC), and the learner's Settings → Privacy opt-out.
 */
const recordingFields = {
  time_zone: z
    .string()
    .max(64)
    .refine((zone) => isTimeZone(zone), {
      error: 'time_zone must be an IANA time zone such as Africa/Kigali',
    })
    .optional(),
  analytics_opt_out: z.boolean().optional(),
};

/**
 * What a record made offline and sent later adds (issue 30): a key of the client's choosing, the same on every
 * send of it, so a repeat gets the first result and is never applied twice; and when it really happened, which
 * the server accepts only inside the attempt's limits (docs/product.md, "Offline").
 */
const idempotencyKey = z
  .uuid({ error: 'idempotency_key must be a UUID, the same on every send of one record' })
  .optional();
const clientTime = (name: string) =>
  z.iso
    .datetime({
      offset: true,
      error: `${name} must be an ISO date-time with its offset, such as 2026-01-01T10:00:00Z`,
    })
    .optional();

// ---- POST /chat ----------------------------------------------------------------------------------------

export const chatRequestSchema = z.object({
  question: typedText('question', LIMITS.questionChars),
  user_email: userEmailSchema.optional(),
  ...recordingFields,
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

// ---- Structured answers: what `response` says, as blocks the app renders (no markup syntax anywhere) -----

const spanSchema = z.object({ text: z.string(), strong: z.boolean().optional() });
export const answerBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paragraph'), spans: z.array(spanSchema) }),
  z.object({ kind: z.literal('list'), ordered: z.boolean(), items: z.array(z.array(spanSchema)) }),
  z.object({ kind: z.literal('table'), header: z.array(z.string()), rows: z.array(z.array(z.string())) }),
  z.object({
    kind: z.literal('example'),
    rw: z.string(),
    en: z.string(),
    note: z.string().optional(),
    /** The example's recording (see `audioUrl`), or null. */
    audio_url: z.string().nullable(),
  }),
  z.object({ kind: z.literal('note'), spans: z.array(spanSchema) }),
]);
export type AnswerBlock = z.infer<typeof answerBlockSchema>;

export const chatResponseSchema = z.object({
  response: z.string(),
  type: z.enum(ANSWER_TYPES),
  category: z.string(),
  difficulty: difficultySchema,
  confidence: unit,
  /** The Kinyarwanda word or phrase the answer is about ('' when none). */
  word: z.string(),
  /** `word` as POST /review/cards accepts it (a word or phrase Vuga teaches), or null: "Add to review" only then. */
  review_text: z.string().nullable().default(null),
  /** Path of the recording (see `audioUrl`), or null when there is none. */
  audio_url: z.string().nullable(),
  source: audioSourceSchema,
  votes: z.object({ up: count, down: count }),
  enhanced_pronunciation: z.string(),
  /** Length of the recording in seconds (0 when there is none, or synthesised speech not made yet). */
  duration: z.number().nonnegative(),
  /** How many words and phrases have a native recording. */
  available_count: count,
  /** Follow-up questions the learner might ask next. */
  suggestions: z.array(z.string()),
  /** `response` as structured blocks (beyond the spec; absent from older servers). */
  blocks: z.array(answerBlockSchema).default([]),
  /** "Quiz me": a question to answer in place, with its answer (practice: nothing is recorded), or null. */
  practice: z
    .lazy(() => practiceQuestionSchema)
    .nullable()
    .default(null),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

// ---- GET /available-sentences --------------------------------------------------------------------------

export const availableSentencesResponseSchema = z.object({
  total: count,
  categories: z.record(z.string(), z.array(z.string())),
});
export type AvailableSentencesResponse = z.infer<typeof availableSentencesResponseSchema>;

// ---- POST /translate -----------------------------------------------------------------------------------

export const translateRequestSchema = z.object({
  text: typedText('text', LIMITS.translateChars),
  direction: directionSchema,
  user_email: userEmailSchema.optional(),
  ...recordingFields,
});
export type TranslateRequest = z.input<typeof translateRequestSchema>;

export const translateResponseSchema = z.object({
  translated_text: z.string(),
  direction: directionSchema,
  method: z.enum(TRANSLATION_METHODS),
  confidence: unit,
  alternatives: z.array(z.string()),
  glosses: z.array(z.object({ source: z.string(), target: z.string().nullable() })),
  /** How it was made, when that says more than `method` (beyond the spec; absent from older servers). */
  blocks: z.array(answerBlockSchema).default([]),
  /**
   * The Kinyarwanda side as POST /review/cards accepts it (an exact translation of a reviewed word or phrase
   * Vuga teaches), or null: "Add to review" is offered only then.
   */
  review_text: z.string().nullable().default(null),
  /**
   * The recording of the Kinyarwanda side (the result from English, the text itself from Kinyarwanda): a
   * native clip or synthesised speech, played only when the learner asks; null when there is nothing to say.
   */
  audio_url: z.string().nullable().default(null),
});
export type TranslateResponse = z.infer<typeof translateResponseSchema>;

// ---- Quiz ----------------------------------------------------------------------------------------------

export const quizCategoriesResponseSchema = z.object({ categories: z.array(z.string()) });
export type QuizCategoriesResponse = z.infer<typeof quizCategoriesResponseSchema>;

export const quizGenerateRequestSchema = z.object({
  category: z.string().trim().min(1).max(100).default('mixed'),
  difficulty: quizDifficultySchema.default('mixed'),
  num_questions: z
    .number()
    .int()
    .min(LIMITS.minQuizQuestions)
    .max(LIMITS.maxQuizQuestions)
    .default(LIMITS.defaultQuizQuestions),
});
export type QuizGenerateRequest = z.input<typeof quizGenerateRequestSchema>;

export const quizQuestionSchema = z.object({
  id: z.string().min(1),
  question: z.string(),
  options: z.array(z.string()).min(2),
  kind: z.string(),
  /** Text to speak for listening items. */
  audio_text: z.string().optional(),
  /** Its recording (a native clip or synthesised speech; see `audioUrl`), when there is one. */
  audio_url: z.string().optional(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** A quiz question with its answer and why, for practice in the chat (never scored or recorded). */
export const practiceQuestionSchema = quizQuestionSchema.extend({
  correct_answer: count,
  explanation: z.string(),
});
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;

export const generatedQuizSchema = z.object({
  /** The attempt: /quiz/submit takes it once, with exactly these questions, before `expires_at`. */
  quiz_id: z.string(),
  expires_at: isoDateTime,
  category: z.string(),
  difficulty: quizDifficultySchema,
  total_questions: count,
  questions: z.array(quizQuestionSchema),
});
export type GeneratedQuiz = z.infer<typeof generatedQuizSchema>;

const questionId = z.string().trim().min(1).max(200);

/** An attempt's id as the server issues it (a UUID): anything else names no attempt. */
export const attemptIdSchema = z.uuid({ error: 'quiz_id must be the quiz_id that /quiz/generate returned' });

export const quizSubmitRequestSchema = z
  .object({
    /** The attempt /quiz/generate issued; a second submission of it gets the first result again. */
    quiz_id: attemptIdSchema,
    /** The questions answered, by id or as the objects /quiz/generate returned (only their id is used). */
    questions: z
      .array(z.union([questionId, z.looseObject({ id: questionId })]))
      .min(1)
      .max(LIMITS.maxQuizQuestions),
    /** The chosen option per question; -1 when unanswered. */
    answers: z.array(z.number().int().min(-1).max(99)).max(LIMITS.maxQuizQuestions),
    user_email: userEmailSchema.optional(),
    /** Labels of the quiz taken (as /quiz/generate returned them) and the seconds it took, for the record. */
    category: z.string().trim().max(100).optional(),
    difficulty: quizDifficultySchema.optional(),
    time_taken: z.number().int().min(0).max(86_400).optional(),
    ...recordingFields,
  })
  .refine((body) => body.answers.length === body.questions.length, {
    error: 'answers must hold one entry per question (-1 when unanswered)',
    path: ['answers'],
  });
export type QuizSubmitRequest = z.input<typeof quizSubmitRequestSchema>;

export const quizSubmitResponseSchema = z.object({
  score: count,
  percentage,
  correct_answers: count,
  total_questions: count,
  feedback: z.string(),
  performance: z.string(),
  detailed_results: z.array(
    z.object({
      question_id: z.string(),
      question: z.string(),
      options: z.array(z.string()),
      user_answer: z.number().int().min(-1),
      correct_answer: count,
      is_correct: z.boolean(),
      explanation: z.string(),
    }),
  ),
  /** Signed in: review cards made from the words of the questions answered wrongly (new ones only). */
  review_cards_added: count.optional(),
  /** True when this attempt had been submitted before: the first result, counted once. */
  replayed: z.boolean().optional(),
});
export type QuizSubmitResponse = z.infer<typeof quizSubmitResponseSchema>;

// ---- Learner and administrator dashboards --------------------------------------------------------------

/** An activity's details (docs/product.md §3), empty values removed: the fields of its type are present. */
export const activityDetailsSchema = z.object({
  // chat
  question: z.string().optional(),
  response_type: z.string().optional(),
  category: z.string().optional(),
  confidence: z.number().optional(),
  word: z.string().optional(),
  // translation
  original_text: z.string().optional(),
  translated_text: z.string().optional(),
  direction: directionSchema.optional(),
  word_count: z.number().optional(),
  // quiz
  score: z.number().optional(),
  percentage: z.number().optional(),
  difficulty: z.string().optional(),
  time_taken: z.number().optional(),
  // review (and direction, word above)
  grade: z.string().optional(),
  /** Reviews in a row shown as one entry on the learner dashboard: how many cards. */
  cards: z.number().optional(),
  // lesson
  lesson: z.string().optional(),
  correct: z.number().optional(),
  exercises: z.number().optional(),
});

export const activitySchema = z.object({
  type: z.enum(ACTIVITY_TYPES),
  details: activityDetailsSchema,
  timestamp: isoDateTime,
  date: isoDate,
});
export type Activity = z.infer<typeof activitySchema>;

/** The zones found valid: a few hundred at most, and asking Intl costs tens of µs a request. */
const knownZones = new Set<string>();
function isTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    knownZones.add(zone);
    return true;
  } catch {
    return false;
  }
}

export const learnerDashboardQuerySchema = z.object({
  /** Must be the signed-in learner's own email when given. */
  user_email: userEmailSchema.optional(),
  /** The learner's IANA time zone, which decides "today" for the streak (default: the server's). */
  time_zone: z
    .string()
    .max(64)
    .refine(isTimeZone, { error: 'time_zone must be an IANA time zone such as Africa/Kigali' })
    .optional(),
});
export type LearnerDashboardQuery = z.input<typeof learnerDashboardQuerySchema>;

export const learnerDashboardResponseSchema = z.object({
  overview: z.object({
    total_interactions: count,
    quiz_attempts: count,
    avg_quiz_score: z.number().nonnegative(),
    learning_streak: count,
  }),
  progress: z.object({
    chat_interactions: count,
    translations_made: count,
    pronunciation_practice: count,
    quiz_scores: z.array(z.object({ score: z.number(), date: isoDate, timestamp: isoDateTime })),
  }),
  achievements: z.object({
    first_chat: z.boolean(),
    first_quiz: z.boolean(),
    quiz_master: z.boolean(),
    consistent_learner: z.boolean(),
    translation_explorer: z.boolean(),
  }),
  recommendations: z.array(z.string()),
  recent_activities: z.array(activitySchema).max(5),
});
export type LearnerDashboardResponse = z.infer<typeof learnerDashboardResponseSchema>;

export const adminAnalyticsResponseSchema = z.object({
  overview: z.object({
    total_users: count,
    daily_active_users: count,
    total_interactions: count,
    system_uptime: z.string(),
  }),
  feature_usage: z.object({
    chat_interactions: count,
    translation_requests: count,
    quiz_attempts: count,
    pronunciation_requests: count,
  }),
  user_engagement: z.object({
    total_quiz_attempts: count,
    avg_quiz_score: z.number().nonnegative(),
    active_users_today: count,
  }),
  system_health: z.object({
    teaching_model_loaded: z.boolean(),
    tts_system_loaded: z.boolean(),
    translation_model_loaded: z.boolean(),
    error_count: count,
  }),
  recent_activities: z.array(activitySchema.extend({ user_email: z.string() })),
});
export type AdminAnalyticsResponse = z.infer<typeof adminAnalyticsResponseSchema>;

export const adminUserRowSchema = z.object({
  email: z.string(),
  total_quiz_attempts: count,
  avg_quiz_score: z.number().nonnegative(),
  chat_interactions: count,
  translation_requests: count,
  pronunciation_requests: count,
  total_activities: count,
  /** YYYY-MM-DD, or 'Never'. */
  last_active: z.union([isoDate, z.literal('Never')]),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUsersResponseSchema = z.object({ users: z.array(adminUserRowSchema) });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

// ---- Audio ---------------------------------------------------------------------------------------------

/**
 * The URL to play a recording (docs/product.md §7): a path already starting with /audio/ or
 * /common-voice-audio/ is used as is; otherwise its file name is taken and the route chosen by source
 * (tts_generated → /audio/, anything else → /common-voice-audio/).
 */
export function audioUrl(baseUrl: string, path: string, source: AudioSource | string | undefined): string {
  const base = baseUrl.replace(/\/+$/, '');
  if (path.startsWith(AUDIO_ROUTES.tts_generated) || path.startsWith(AUDIO_ROUTES.common_voice)) {
    return `${base}${path}`;
  }
  const file = path.split(/[/\\]/).pop() ?? '';
  const route = source === 'tts_generated' ? AUDIO_ROUTES.tts_generated : AUDIO_ROUTES.common_voice;
  return `${base}${route}${encodeURIComponent(file)}`;
}

// ---- Learn and Review ------------------------------------------------------------------------------------

/** An exercise of a lesson (the shapes of @vuga/learn, which match @vuga/ui's exercise components). */
export const exerciseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('choose-meaning'),
    itemId: z.string(),
    prompt: z.string(),
    options: z.array(z.string()),
    correctIndex: count,
  }),
  z.object({
    kind: z.literal('listen-choose'),
    itemId: z.string(),
    audio: z.string(),
    options: z.array(z.string()),
    correctIndex: count,
  }),
  z.object({
    kind: z.literal('match-pairs'),
    itemIds: z.array(z.string()),
    pairs: z.array(z.object({ id: z.string(), left: z.string(), right: z.string() })),
    rightOrder: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('build-sentence'),
    itemId: z.string(),
    prompt: z.string(),
    tiles: z.array(z.string()),
    answer: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('type-answer'),
    itemId: z.string(),
    prompt: z.string(),
    accepted: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('speak'),
    itemId: z.string(),
    text: z.string(),
    gloss: z.string(),
    audio: z.string(),
  }),
]);
export type LessonExercise = z.infer<typeof exerciseSchema>;

/** GET /learn/path: the units of lessons; `completed` and the learner's figures when signed in. */
export const learnPathResponseSchema = z.object({
  units: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      /** What a learner can do after the unit ("Greet someone and take leave"). */
      goal: z.string(),
      lessons: z.array(z.object({ id: z.string(), items: count, completed: z.boolean() })),
    }),
  ),
  lessons_completed: count,
  words_learned: count,
  due: count,
  /**
   * Share of the reviews of learned cards that were recalled (not "again"); while no card is learned yet, of
   * every grading (`retention_basis` 'all'); null before any grading.
   */
  retention: z.number().min(0).max(1).nullable(),
  /** How many reviews `retention` is judged on. */
  reviews: count,
  retention_basis: z.enum(['learned', 'all']),
});
export type LearnPathResponse = z.infer<typeof learnPathResponseSchema>;

export const learnItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  gloss: z.array(z.string()),
  audio_url: z.string().nullable(),
  example: z.object({ text: z.string(), gloss: z.string() }).nullable(),
});
export type LearnItemView = z.infer<typeof learnItemSchema>;

/** GET /learn/units/:id/guide: a unit's guidebook: key phrases, one grammar note, a short dialogue. */
export const unitGuideResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  goal: z.string(),
  key_phrases: z.array(learnItemSchema),
  /** The grammar note; `reviewed` false while no speaker has checked it. */
  grammar: z
    .object({
      title: z.string(),
      summary: z.string(),
      examples: z.array(z.object({ text: z.string(), gloss: z.string(), audio_url: z.string().nullable() })),
      reviewed: z.boolean(),
    })
    .nullable(),
  dialogue: z.array(
    z.object({
      speaker: z.enum(['A', 'B']),
      text: z.string(),
      gloss: z.string(),
      audio_url: z.string().nullable(),
    }),
  ),
});
export type UnitGuideResponse = z.infer<typeof unitGuideResponseSchema>;

/**
 * GET /learn/units/:id/audio: every recording the unit lets a learner hear (its lessons' words, review cards and
 * guidebook), each with the text it says, so a device can keep the unit's audio for offline. The URLs are those
 * the unit's lessons, guide and review cards give (see `audioUrl`); a text with no recording is left out.
 */
export const unitAudioResponseSchema = z.object({
  unit_id: z.string(),
  recordings: z.array(z.object({ text: z.string(), audio_url: z.string() })),
});
export type UnitAudioResponse = z.infer<typeof unitAudioResponseSchema>;

/** GET /learn/lessons/:id: the items a lesson introduces, then its exercises. */
export const lessonResponseSchema = z.object({
  id: z.string(),
  unit_id: z.string(),
  items: z.array(learnItemSchema),
  exercises: z.array(exerciseSchema),
});
export type LessonResponse = z.infer<typeof lessonResponseSchema>;

/** POST /learn/lessons/:id/attempts: a signed-in learner starts the lesson; its answers are sent to it. */
export const lessonAttemptResponseSchema = z.object({
  attempt_id: z.string(),
  lesson_id: z.string(),
  exercises: count,
  expires_at: isoDateTime,
});
export type LessonAttemptResponse = z.infer<typeof lessonAttemptResponseSchema>;

/**
 * POST /learn/attempts/:id/answers: one exercise's answer (by its index in the lesson's exercises), graded by
 * the server: the option chosen, the tiles in order, the text typed, or the mistakes made matching pairs.
 */
export const lessonAnswerRequestSchema = z
  .object({
    exercise: z.number().int().min(0).max(99),
    choice: z.number().int().min(0).max(99).optional(),
    tiles: z.array(z.string().max(100)).max(40).optional(),
    typed: z.string().max(200).optional(),
    mistakes: z.number().int().min(0).max(99).optional(),
    /** A speaking exercise: how the learner rated their own try. */
    spoken: z.enum(['again', 'good', 'easy']).optional(),
    ...recordingFields,
    idempotency_key: idempotencyKey,
    answered_at: clientTime('answered_at'),
  })
  .strict()
  .refine(
    (body) =>
      [body.choice, body.tiles, body.typed, body.mistakes, body.spoken].filter(
        (answer) => answer !== undefined,
      ).length === 1,
    { error: 'send one answer: choice, tiles, typed, mistakes or spoken (the one the exercise asks for)' },
  );
export type LessonAnswerRequest = z.input<typeof lessonAnswerRequestSchema>;
export const lessonAnswerResponseSchema = z.object({
  exercise: count,
  correct: z.boolean(),
  /** For a typed answer: exact, nearly or wrong. */
  verdict: z.enum(['exact', 'nearly', 'wrong']).nullable(),
  /** Exercises of the attempt answered so far, and in all. */
  answered: count,
  exercises: count,
  /** True when this idempotency_key was sent before: the first answer's result, not applied again. */
  replayed: z.boolean().optional(),
});
export type LessonAnswerResponse = z.infer<typeof lessonAnswerResponseSchema>;

/** POST /learn/lessons/:id/complete: the attempt whose every exercise has been answered. */
export const lessonCompleteRequestSchema = z
  .object({
    attempt_id: z.uuid(),
    ...recordingFields,
    idempotency_key: idempotencyKey,
    completed_at: clientTime('completed_at'),
  })
  .strict();
export type LessonCompleteRequest = z.input<typeof lessonCompleteRequestSchema>;

/** The lesson's items become review cards (both directions). */
export const lessonCompleteResponseSchema = z.object({
  lesson_id: z.string(),
  /** Exercises answered right at the first answer, of all the lesson's exercises (graded by the server). */
  correct: count,
  exercises: count,
  cards_added: count,
  due: count,
});
export type LessonCompleteResponse = z.infer<typeof lessonCompleteResponseSchema>;

/**
 * POST /learn/placement: a placement check issued to the signed-in learner, a few questions per unit in the
 * path's order. The right answers stay on the server; the check is completed once.
 */
export const placementCheckResponseSchema = z.object({
  attempt_id: z.string(),
  questions: z.array(
    z.object({
      /** The unit the question checks. */
      unit_id: z.string(),
      /** The Kinyarwanda whose meaning is asked. */
      prompt: z.string(),
      options: z.array(z.string()),
    }),
  ),
  expires_at: isoDateTime,
});
export type PlacementCheckResponse = z.infer<typeof placementCheckResponseSchema>;

/** POST /learn/placement/:attempt_id/complete: the option chosen for each question, by index, in order. */
export const placementCompleteRequestSchema = z
  .object({
    answers: z
      .array(z.number().int().min(0).max(99), {
        error: 'answers must be an array of option indexes, one per question of the check, in order',
      })
      .max(100),
  })
  .strict();
export type PlacementCompleteRequest = z.input<typeof placementCompleteRequestSchema>;

/**
 * The result, applied once: the lessons of every unit before the start unit are completed and their items
 * become review cards (both directions), as completing each lesson would.
 */
export const placementCompleteResponseSchema = z.object({
  /** Questions answered right, of all the check's questions (graded by the server). */
  correct: count,
  questions: count,
  /** The unit to start at (null: every unit is known), its place in the path (from 0) and first lesson. */
  start_unit_id: z.string().nullable(),
  start_unit_index: count,
  start_lesson_id: z.string().nullable(),
  units_skipped: count,
  /** Lessons newly completed (those already done stay as they were). */
  lessons_completed: count,
  cards_added: count,
  /** Words and phrases that were not in review yet. */
  words_added: count,
  due: count,
});
export type PlacementCompleteResponse = z.infer<typeof placementCompleteResponseSchema>;

export const REVIEW_GRADES = ['again', 'hard', 'good', 'easy'] as const;
export const REVIEW_DIRECTIONS = ['rw-en', 'en-rw'] as const;

/** A card to review: the prompt in one language, the answers accepted in the other. */
export const reviewCardSchema = z.object({
  id: z.string(),
  item_id: z.string(),
  direction: z.enum(REVIEW_DIRECTIONS),
  prompt: z.string(),
  answers: z.array(z.string()),
  /** The Kinyarwanda side's recording. */
  audio_url: z.string().nullable(),
  state: z.enum(['new', 'learning', 'review', 'relearning']),
  /** When this card fell due: sent back with its grade, so one showing of a card is graded once. */
  due_at: isoDateTime,
});
export type ReviewCardView = z.infer<typeof reviewCardSchema>;

/** GET /review/due: the cards due now (studied first, most overdue first), and how many are due in all. */
export const reviewDueResponseSchema = z.object({ due: count, cards: z.array(reviewCardSchema) });
export type ReviewDueResponse = z.infer<typeof reviewDueResponseSchema>;

/**
 * GET /review/due and GET /learn/path: the learner's day (their time zone; UTC when not sent) and how many
 * new cards a day they take on (Settings): a card's other direction waits until the next day, and `due`
 * counts only what the day's sessions will show.
 */
export const reviewDayQuerySchema = z.object({
  time_zone: recordingFields.time_zone,
  new_per_day: z.coerce.number().int().min(0).max(100).default(10),
});
export interface ReviewDayQuery {
  time_zone?: string;
  new_per_day?: number;
}

/** POST /review/cards: add a word or phrase the tutor knows ("Add to review"), by its Kinyarwanda text. */
export const addReviewCardRequestSchema = z.object({ text: typedText('text', 200) }).strict();
export type AddReviewCardRequest = z.input<typeof addReviewCardRequestSchema>;
export const addReviewCardResponseSchema = z.object({ item_id: z.string(), cards_added: count, due: count });
export type AddReviewCardResponse = z.infer<typeof addReviewCardResponseSchema>;

/**
 * A review card's id, as GET /review/due gives it: an item id and a direction (e.g. "word-muraho:rw-en"). It
 * names a stored document, so nothing else is accepted (no '/', '.', '..' or '__name__').
 */
export const cardIdSchema = z
  .string()
  .max(200)
  .regex(/^[a-z]+-[a-z0-9'-]+:(rw-en|en-rw)$/, {
    error: 'card_id must be a card id from GET /review/due, such as "word-muraho:rw-en"',
  });

/** POST /review/grade: a grade, or the typed answer the server grades itself. */
export const reviewGradeRequestSchema = z
  .object({
    card_id: cardIdSchema,
    /** The card's `due_at` as GET /review/due gave it: a second grade of the same showing is not applied. */
    due_at: isoDateTime,
    grade: z.enum(REVIEW_GRADES).optional(),
    typed: z.string().max(200).optional(),
    ...recordingFields,
    idempotency_key: idempotencyKey,
    reviewed_at: clientTime('reviewed_at'),
  })
  .strict()
  .refine((body) => (body.grade === undefined) !== (body.typed === undefined), {
    error: 'send either grade (again, hard, good or easy) or typed (the answer typed), not both',
  });
export type ReviewGradeRequest = z.input<typeof reviewGradeRequestSchema>;
export const reviewGradeResponseSchema = z.object({
  card_id: z.string(),
  grade: z.enum(REVIEW_GRADES),
  /** For a typed answer: exact, nearly or wrong, and the answer expected. */
  verdict: z.enum(['exact', 'nearly', 'wrong']).nullable(),
  expected: z.string().nullable(),
  /** When the card is next due (ISO date-time). */
  next_due: isoDateTime,
  due: count,
  /** True when this showing had been graded before: the first grade's result, not applied again. */
  replayed: z.boolean().optional(),
});
export type ReviewGradeResponse = z.infer<typeof reviewGradeResponseSchema>;

// ---- Records (administrator) ---------------------------------------------------------------------------

/** GET /admin/records: the records outbox, and the records the database refused for good, newest first. */
export const adminRecordsResponseSchema = z.object({
  pending: count,
  dropped: count,
  dead: count,
  dead_letters: z.array(
    z.object({
      key: z.string(),
      reason: z.string(),
      buried_at: isoDateTime,
      type: z.string(),
      user: z.string(),
    }),
  ),
});
export type AdminRecordsResponse = z.infer<typeof adminRecordsResponseSchema>;

// ---- Feedback ------------------------------------------------------------------------------------------

/** A whole number in [min, max], refused with one message that says so. */
const wholeNumber = (field: string, min: number, max: number) => {
  const error = `${field} must be a whole number from ${min} to ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/** POST /feedback: the form's fields; signed in or not (the account's email is taken from the token). */
export const feedbackRequestSchema = z
  .object({
    type: z.enum(FEEDBACK_TYPES, { error: `type must be one of: ${FEEDBACK_TYPES.join(', ')}` }),
    rating: wholeNumber('rating', 1, 5).optional(),
    subject: typedText('subject', FEEDBACK_LIMITS.subjectChars),
    message: typedText('message', FEEDBACK_LIMITS.messageChars),
    /** Where to answer, when the sender would like an answer. */
    email: z
      .email({ error: 'email must be an email address such as name@example.com' })
      .max(254, { error: 'email must be at most 254 characters' })
      .optional(),
  })
  .strict();
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;
export const feedbackResponseSchema = z.object({ id: z.string(), received_at: isoDateTime });
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;

/** GET /admin/feedback?limit=: the newest messages first. */
export const adminFeedbackQuerySchema = z
  .object({
    limit: z.coerce
      .number()
      .pipe(wholeNumber('limit', 1, FEEDBACK_LIMITS.maxListed))
      .default(50),
  })
  .strict();
export const feedbackEntrySchema = z.object({
  id: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  rating: z.number().int().min(1).max(5).nullable(),
  subject: z.string(),
  message: z.string(),
  /** The address the sender gave for an answer, or null. */
  email: z.string().nullable(),
  /** The signed-in account that sent it, or null when sent signed out. */
  account_email: z.string().nullable(),
  received_at: isoDateTime,
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;
export const adminFeedbackResponseSchema = z.object({ feedback: z.array(feedbackEntrySchema) });
export type AdminFeedbackResponse = z.infer<typeof adminFeedbackResponseSchema>;

// ---- Account ----------------------------------------------------------------------------------------------

/** DELETE /account: what was removed with the signed-in learner's account. */
export const deleteAccountResponseSchema = z.object({
  deleted: z.literal(true),
  /** True when the account had already been deleted (nothing more was removed). */
  already: z.boolean().optional(),
  activities: count,
  quizResults: count,
  days: count,
  /** Review cards, review log entries and completed lessons. */
  learning: count,
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** The one next step and the recommendations of GET /learner/today (the first step is the next one). */
export const todayStepSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('review'), due: count }),
  z.object({
    kind: z.literal('lesson'),
    lesson_id: z.string(),
    unit_number: count,
    unit_title: z.string(),
    lesson_number: count,
    /** No lesson completed yet: "Start unit 1". */
    first: z.boolean(),
  }),
  z.object({ kind: z.literal('quiz'), category: z.string() }),
  z.object({ kind: z.literal('first-quiz') }),
  z.object({ kind: z.literal('chat') }),
]);
export type TodayStep = z.infer<typeof todayStepSchema>;

/** GET /learner/today: the learner's day, from the records the server wrote (the XP is never a client's). */
export const todayResponseSchema = z.object({
  steps: z.array(todayStepSchema).min(1).max(3),
  due: count,
  streak: count,
  xp: z.object({ today: count, goal: count, lessons: count, reviews: count, quizzes: count }),
});
export type TodayResponse = z.infer<typeof todayResponseSchema>;

/** POST /learner/goal: the daily XP goal, one of DAILY_GOALS (10, 20, 30, 50). */
export const dailyGoalRequestSchema = z
  .object({
    xp: z.union([z.literal(10), z.literal(20), z.literal(30), z.literal(50)], {
      error: 'xp must be one of 10, 20, 30 or 50',
    }),
  })
  .strict();
export type DailyGoalRequest = z.infer<typeof dailyGoalRequestSchema>;
export const dailyGoalResponseSchema = z.object({ xp: count });
export type DailyGoalResponse = z.infer<typeof dailyGoalResponseSchema>;

/**
 * GET /admin/overview: accounts in Firebase Authentication (every account, not only those with activity), and
 * the learning and feedback figures the analytics overview lacks.
 */
export const adminOverviewResponseSchema = z.object({
  accounts: count,
  lessons_completed: count,
  reviews: count,
  feedback: count,
});
export type AdminOverviewResponse = z.infer<typeof adminOverviewResponseSchema>;

// ---- Reviewer's desk ------------------------------------------------------------------------------------

export const DESK_KINDS = ['lexicon', 'phrase', 'grammar', 'quiz'] as const;
export const DESK_TIERS = ['course', 'rules', 'rest'] as const;
export const DESK_ACTIONS = ['approve', 'correct', 'reject', 'skip'] as const;
/** How long an item shown to a reviewer stays theirs (no one else is given it meanwhile). */
export const DESK_LEASE_MS = 10 * 60 * 1000;
export const DESK_LIMITS = { noteChars: 500, unlockWindow: 50, itemIdChars: 200 } as const;

const deskItemId = z
  .string({ error: 'item_id must be a string' })
  .min(1, { error: 'item_id must not be empty' })
  .max(DESK_LIMITS.itemIdChars, { error: `item_id must be at most ${DESK_LIMITS.itemIdChars} characters` })
  .regex(/^(word|phrase|grammar|quiz)-[a-z0-9'-]+$/, {
    error: 'item_id must be an item id such as word-inka (from GET /desk/queue)',
  });

/** One draft to review, with what the reviewer needs to judge it. */
export const deskItemSchema = z.object({
  id: z.string(),
  kind: z.enum(DESK_KINDS),
  tier: z.enum(DESK_TIERS),
  unit: z.string().nullable(),
  category: z.string().nullable(),
  headline: z.string(),
  en: z.array(z.string()),
  pos: z.string().nullable(),
  noun_class: z.number().int().nullable(),
  example: z.object({ rw: z.string(), en: z.string() }).nullable(),
  audio_url: z.string().nullable(),
  audio_source: z.enum(AUDIO_SOURCES),
  /** Sentences of our own corpora (TICO-19, Common Voice) that contain it. */
  evidence: z.array(
    z.object({ rw: z.string(), en: z.string().nullable(), source: z.enum(['tico19', 'commonvoice']) }),
  ),
  /** Forms the tutor would call sure once it is approved. */
  would_be_sure: z.array(z.string()),
  /** The entry as its content file has it: the correction form starts from these. */
  fields: z.record(z.string(), z.unknown()),
  /** The fields a correction may change. */
  correctable: z.array(z.string()),
});
export type DeskItem = z.infer<typeof deskItemSchema>;

/** GET /desk/queue: the next item, leased to the caller until lease_expires_at (null item: nothing left). */
export const deskQueueResponseSchema = z.object({
  item: deskItemSchema.nullable(),
  lease_expires_at: isoDateTime.nullable(),
  /** Drafts left for this reviewer, this one included. */
  remaining: count,
});
export type DeskQueueResponse = z.infer<typeof deskQueueResponseSchema>;

/** POST /desk/decisions: one click of approve, correct (with the changed fields), reject (with a note) or skip. */
export const deskDecisionRequestSchema = z
  .object({
    item_id: deskItemId,
    action: z.enum(DESK_ACTIONS, { error: `action must be one of: ${DESK_ACTIONS.join(', ')}` }),
    /** Correct: the fields to change, by name; null removes an optional field. */
    changes: z.record(z.string().max(40), z.unknown()).optional(),
    /** Reject: why (required); approve/correct: optional. */
    note: z
      .string({ error: 'note must be a string' })
      .trim()
      .max(DESK_LIMITS.noteChars, { error: `note must be at most ${DESK_LIMITS.noteChars} characters` })
      .optional(),
    /** The client's key for this click: a repeat with the same key returns the same decision. */
    request_id: z
      .string({ error: 'request_id must be a string' })
      .regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'request_id must be 8–64 letters, digits or hyphens' }),
  })
  .strict();
export type DeskDecisionRequest = z.input<typeof deskDecisionRequestSchema>;

export const deskDecisionSchema = z.object({
  item_id: z.string(),
  action: z.enum(['approve', 'correct', 'reject']),
  reviewer: z.string(),
  decided_at: isoDateTime,
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
});
export type DeskDecision = z.infer<typeof deskDecisionSchema>;

export const deskDecisionResponseSchema = z.object({
  /** Null for a skip. */
  decision: deskDecisionSchema.nullable(),
  /** True when this click repeated one already recorded (nothing new was written). */
  repeat: z.boolean(),
});
export type DeskDecisionResponse = z.infer<typeof deskDecisionResponseSchema>;

const reviewCount = z.object({ reviewed: count, draft: count });
/** GET /desk/progress (reviewers and the administrator). */
export const deskProgressResponseSchema = z.object({
  /** Reviewed (in the content, or decided here and waiting for the export) and draft, by kind. */
  kinds: z.array(reviewCount.extend({ kind: z.enum(DESK_KINDS) })),
  /** The same for each course unit's items (its lessons, grammar topic and quiz questions), in course order. */
  units: z.array(reviewCount.extend({ id: z.string(), title: z.string() })),
  /** What the next decisions of the queue would unlock if approved. */
  next: z.object({
    decisions: count,
    sure_forms: count,
    quiz_questions: count,
    grammar_topics: count,
    words: count,
    phrases: count,
    /** A few of the forms, to show. */
    sample_forms: z.array(z.string()),
  }),
  decided: count,
});
export type DeskProgressResponse = z.infer<typeof deskProgressResponseSchema>;

/** GET /admin/desk/decisions: every decision recorded, newest first. */
export const adminDeskDecisionsResponseSchema = z.object({ decisions: z.array(deskDecisionSchema) });
export type AdminDeskDecisionsResponse = z.infer<typeof adminDeskDecisionsResponseSchema>;
/** POST /admin/desk/undo: the item whose decision to take back. */
export const adminDeskUndoRequestSchema = z.object({ item_id: deskItemId }).strict();
export const adminDeskUndoResponseSchema = z.object({ undone: deskDecisionSchema });
export type AdminDeskUndoResponse = z.infer<typeof adminDeskUndoResponseSchema>;

/** GET /admin/reviewers: those named in the configuration (REVIEWER_EMAILS) and those the administrator added. */
export const reviewerSchema = z.object({
  email: z.string(),
  added_by: z.string().nullable(),
  added_at: isoDateTime.nullable(),
  /** Named in the configuration: removed only there. */
  configured: z.boolean(),
});
export const adminReviewersResponseSchema = z.object({ reviewers: z.array(reviewerSchema) });
export type AdminReviewersResponse = z.infer<typeof adminReviewersResponseSchema>;
/** POST /admin/reviewers (add) and POST /admin/reviewers/remove. */
export const adminReviewerRequestSchema = z
  .object({
    email: z
      .email({ error: 'email must be an email address such as name@example.com' })
      .max(254, { error: 'email must be at most 254 characters' }),
  })
  .strict();
export type AdminReviewerRequest = z.input<typeof adminReviewerRequestSchema>;
