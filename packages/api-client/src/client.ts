// A typed fetch client for the tutor API. Responses are parsed by the contract's schemas; failures come back
// as `ApiError` values with a kind the app maps to the spec's wording.
import type { z } from 'zod';
import {
  type AddReviewCardResponse,
  type AdminAnalyticsResponse,
  type AdminDeskDecisionsResponse,
  type AdminDeskUndoResponse,
  type AdminFeedbackResponse,
  type AdminOverviewResponse,
  type AdminRecordsResponse,
  type AdminReviewersResponse,
  type AdminUsersResponse,
  type AvailableSentencesResponse,
  addReviewCardResponseSchema,
  adminAnalyticsResponseSchema,
  adminDeskDecisionsResponseSchema,
  adminDeskUndoResponseSchema,
  adminFeedbackResponseSchema,
  adminOverviewResponseSchema,
  adminRecordsResponseSchema,
  adminReviewersResponseSchema,
  adminUsersResponseSchema,
  availableSentencesResponseSchema,
  type ChatRequest,
  type ChatResponse,
  chatResponseSchema,
  type DailyGoalRequest,
  type DailyGoalResponse,
  type DeleteAccountResponse,
  type DeskDecisionRequest,
  type DeskDecisionResponse,
  type DeskProgressResponse,
  type DeskQueueResponse,
  dailyGoalResponseSchema,
  deleteAccountResponseSchema,
  deskDecisionResponseSchema,
  deskProgressResponseSchema,
  deskQueueResponseSchema,
  errorResponseSchema,
  type FeedbackRequest,
  type FeedbackResponse,
  feedbackResponseSchema,
  type GeneratedQuiz,
  generatedQuizSchema,
  type HealthResponse,
  healthResponseSchema,
  type LearnerDashboardQuery,
  type LearnerDashboardResponse,
  type LearnPathResponse,
  type LessonAnswerRequest,
  type LessonAnswerResponse,
  type LessonAttemptResponse,
  type LessonCompleteRequest,
  type LessonCompleteResponse,
  type LessonResponse,
  learnerDashboardResponseSchema,
  learnPathResponseSchema,
  lessonAnswerResponseSchema,
  lessonAttemptResponseSchema,
  lessonCompleteResponseSchema,
  lessonResponseSchema,
  type PlacementCheckResponse,
  type PlacementCompleteRequest,
  type PlacementCompleteResponse,
  placementCheckResponseSchema,
  placementCompleteResponseSchema,
  type QuizCategoriesResponse,
  type QuizGenerateRequest,
  type QuizSubmitRequest,
  type QuizSubmitResponse,
  quizCategoriesResponseSchema,
  quizSubmitResponseSchema,
  type ReviewDayQuery,
  type ReviewDueResponse,
  type ReviewGradeRequest,
  type ReviewGradeResponse,
  reviewDueResponseSchema,
  reviewGradeResponseSchema,
  type TodayResponse,
  type TranslateRequest,
  type TranslateResponse,
  todayResponseSchema,
  translateResponseSchema,
  type UnitAudioResponse,
  type UnitGuideResponse,
  unitAudioResponseSchema,
  unitGuideResponseSchema,
} from './contract.ts';

/** A query string of the values given (none: ''). */
function dayQuery(query: ReviewDayQuery & { limit?: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params.size > 0 ? `?${params}` : '';
}

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'invalid-response' | 'aborted';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status for `http` errors. */
  readonly status: number | undefined;
  /** The server's own `error` text, when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { status?: number; serverMessage?: string } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status;
    this.serverMessage = options.serverMessage;
  }
}

export interface ApiClientOptions {
  /** Base URL of the API, e.g. http://127.0.0.1:5001 */
  baseUrl: string;
  /** Returns the signed-in user's Firebase ID token, or null when signed out. */
  getToken?: () => Promise<string | null>;
  /** Per-request timeout in milliseconds (default 15 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function request<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    schema: z.ZodType<T>,
    body: unknown,
    { signal }: RequestOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const token = options.getToken ? await options.getToken() : null;
    if (token) headers.authorization = `Bearer ${token}`;

    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: combined,
      });
    } catch (cause) {
      if (signal?.aborted) throw new ApiError('aborted', 'The request was cancelled.');
      if (timeout.aborted) throw new ApiError('timeout', `The server did not answer within ${timeoutMs} ms.`);
      throw new ApiError('network', cause instanceof Error ? cause.message : 'Network request failed.');
    }

    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const parsed = errorResponseSchema.safeParse(payload);
      const serverMessage = parsed.success ? parsed.data.error : undefined;
      throw new ApiError('http', serverMessage ?? `The server answered ${response.status}.`, {
        status: response.status,
        ...(serverMessage ? { serverMessage } : {}),
      });
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw new ApiError(
        'invalid-response',
        `Unexpected response from ${method} ${path}: ${parsed.error.message}`,
      );
    }
    return parsed.data;
  }

  const get = <T>(path: string, schema: z.ZodType<T>, opts?: RequestOptions) =>
    request('GET', path, schema, undefined, opts);
  const post = <T>(path: string, schema: z.ZodType<T>, body: unknown, opts?: RequestOptions) =>
    request('POST', path, schema, body, opts);
  const del = <T>(path: string, schema: z.ZodType<T>, opts?: RequestOptions) =>
    request('DELETE', path, schema, undefined, opts);

  return {
    /** The API's base URL without a trailing slash (for `audioUrl`). */
    baseUrl,
    health: (opts?: RequestOptions): Promise<HealthResponse> => get('/health', healthResponseSchema, opts),
    chat: (body: ChatRequest, opts?: RequestOptions): Promise<ChatResponse> =>
      post('/chat', chatResponseSchema, body, opts),
    availableSentences: (opts?: RequestOptions): Promise<AvailableSentencesResponse> =>
      get('/available-sentences', availableSentencesResponseSchema, opts),
    translate: (body: TranslateRequest, opts?: RequestOptions): Promise<TranslateResponse> =>
      post('/translate', translateResponseSchema, body, opts),
    quizCategories: (opts?: RequestOptions): Promise<QuizCategoriesResponse> =>
      get('/quiz/categories', quizCategoriesResponseSchema, opts),
    generateQuiz: (body: QuizGenerateRequest, opts?: RequestOptions): Promise<GeneratedQuiz> =>
      post('/quiz/generate', generatedQuizSchema, body, opts),
    submitQuiz: (body: QuizSubmitRequest, opts?: RequestOptions): Promise<QuizSubmitResponse> =>
      post('/quiz/submit', quizSubmitResponseSchema, body, opts),
    /** Administrator only: the request must carry the administrator's ID token. */
    adminAnalytics: (opts?: RequestOptions): Promise<AdminAnalyticsResponse> =>
      get('/admin/analytics', adminAnalyticsResponseSchema, opts),
    /** Administrator only: the records outbox and the records the database refused for good. */
    adminRecords: (opts?: RequestOptions): Promise<AdminRecordsResponse> =>
      get('/admin/records', adminRecordsResponseSchema, opts),
    /** Administrator only: the feedback form's messages, newest first (`limit` of them, default 50). */
    /** Accounts in Authentication, lessons, reviews and feedback messages (the administrator). */
    adminOverview: (opts?: RequestOptions): Promise<AdminOverviewResponse> =>
      get('/admin/overview', adminOverviewResponseSchema, opts),
    adminFeedback: (limit?: number, opts?: RequestOptions): Promise<AdminFeedbackResponse> =>
      get(
        `/admin/feedback${limit === undefined ? '' : `?limit=${limit}`}`,
        adminFeedbackResponseSchema,
        opts,
      ),
    /** Sends the feedback form; signed in, the account's email is kept with it. */
    sendFeedback: (body: FeedbackRequest, opts?: RequestOptions): Promise<FeedbackResponse> =>
      post('/feedback', feedbackResponseSchema, body, opts),
    /** Administrator only: the request must carry the administrator's ID token. */
    adminUsers: (opts?: RequestOptions): Promise<AdminUsersResponse> =>
      get('/admin/users', adminUsersResponseSchema, opts),
    /** Deletes the signed-in learner's account and every record of it (needs their ID token). */
    deleteAccount: (opts?: RequestOptions): Promise<DeleteAccountResponse> =>
      del('/account', deleteAccountResponseSchema, opts),
    /** The signed-in learner's own dashboard; `user_email`, when given, must be theirs. */
    learnerDashboard: (
      query: LearnerDashboardQuery = {},
      opts?: RequestOptions,
    ): Promise<LearnerDashboardResponse> => {
      const params = new URLSearchParams();
      if (query.user_email) params.set('user_email', query.user_email);
      if (query.time_zone) params.set('time_zone', query.time_zone);
      const search = params.size > 0 ? `?${params}` : '';
      return get(`/learner/dashboard${search}`, learnerDashboardResponseSchema, opts);
    },
    /** The signed-in learner's day: the next step, what else to do, XP towards the goal and the streak. */
    today: (day: ReviewDayQuery = {}, opts?: RequestOptions): Promise<TodayResponse> =>
      get(`/learner/today${dayQuery(day)}`, todayResponseSchema, opts),
    /** Sets the signed-in learner's daily XP goal. */
    setDailyGoal: (body: DailyGoalRequest, opts?: RequestOptions): Promise<DailyGoalResponse> =>
      post('/learner/goal', dailyGoalResponseSchema, body, opts),
    /** The units of lessons; the learner's progress and the day's due count when signed in. */
    learnPath: (day: ReviewDayQuery = {}, opts?: RequestOptions): Promise<LearnPathResponse> =>
      get(`/learn/path${dayQuery(day)}`, learnPathResponseSchema, opts),
    /** A unit's guidebook: key phrases with audio, a grammar note and a dialogue. */
    unitGuide: (id: string, opts?: RequestOptions): Promise<UnitGuideResponse> =>
      get(`/learn/units/${encodeURIComponent(id)}/guide`, unitGuideResponseSchema, opts),
    /** A unit's recordings, to keep on the device for offline lessons and reviews. */
    unitAudio: (id: string, opts?: RequestOptions): Promise<UnitAudioResponse> =>
      get(`/learn/units/${encodeURIComponent(id)}/audio`, unitAudioResponseSchema, opts),
    lesson: (id: string, opts?: RequestOptions): Promise<LessonResponse> =>
      get(`/learn/lessons/${encodeURIComponent(id)}`, lessonResponseSchema, opts),
    /** Signed in: starts a lesson; its exercises' answers go to the attempt, which completes it. */
    startLesson: (id: string, opts?: RequestOptions): Promise<LessonAttemptResponse> =>
      post(`/learn/lessons/${encodeURIComponent(id)}/attempts`, lessonAttemptResponseSchema, {}, opts),
    /** Signed in: one exercise's answer, graded by the server. */
    answerLesson: (
      attemptId: string,
      body: LessonAnswerRequest,
      opts?: RequestOptions,
    ): Promise<LessonAnswerResponse> =>
      post(
        `/learn/attempts/${encodeURIComponent(attemptId)}/answers`,
        lessonAnswerResponseSchema,
        body,
        opts,
      ),
    /** Signed in: once every exercise of the attempt is answered, the lesson's items become review cards. */
    completeLesson: (
      id: string,
      body: LessonCompleteRequest,
      opts?: RequestOptions,
    ): Promise<LessonCompleteResponse> =>
      post(`/learn/lessons/${encodeURIComponent(id)}/complete`, lessonCompleteResponseSchema, body, opts),
    /** Signed in: a placement check (its questions; the right answers stay on the server). */
    startPlacement: (opts?: RequestOptions): Promise<PlacementCheckResponse> =>
      post('/learn/placement', placementCheckResponseSchema, {}, opts),
    /** Signed in: the check's answers (option indexes, in order); the result is applied once. */
    completePlacement: (
      attemptId: string,
      answers: number[],
      opts?: RequestOptions,
    ): Promise<PlacementCompleteResponse> =>
      post(
        `/learn/placement/${encodeURIComponent(attemptId)}/complete`,
        placementCompleteResponseSchema,
        { answers } satisfies PlacementCompleteRequest,
        opts,
      ),
    /** Signed in: the cards to review now (within the day's limit of new cards). */
    reviewDue: (
      query: ReviewDayQuery & { limit?: number } = {},
      opts?: RequestOptions,
    ): Promise<ReviewDueResponse> => get(`/review/due${dayQuery(query)}`, reviewDueResponseSchema, opts),
    /** Signed in: a grade, or the typed answer for the server to grade. */
    gradeReview: (body: ReviewGradeRequest, opts?: RequestOptions): Promise<ReviewGradeResponse> =>
      post('/review/grade', reviewGradeResponseSchema, body, opts),
    /** Reviewers: the next draft to review, leased to the caller. */
    deskQueue: (opts?: RequestOptions): Promise<DeskQueueResponse> =>
      get('/desk/queue', deskQueueResponseSchema, opts),
    /** Reviewers: approve, correct, reject or skip an item. */
    deskDecide: (body: DeskDecisionRequest, opts?: RequestOptions): Promise<DeskDecisionResponse> =>
      post('/desk/decisions', deskDecisionResponseSchema, body, opts),
    /** Reviewers and the administrator: reviewed and draft by kind and unit, and what comes next. */
    deskProgress: (opts?: RequestOptions): Promise<DeskProgressResponse> =>
      get('/desk/progress', deskProgressResponseSchema, opts),
    /** Administrator only: every desk decision, newest first. */
    adminDeskDecisions: (opts?: RequestOptions): Promise<AdminDeskDecisionsResponse> =>
      get('/admin/desk/decisions', adminDeskDecisionsResponseSchema, opts),
    /** Administrator only: takes an item's decision back (the item returns to the queue). */
    adminDeskUndo: (itemId: string, opts?: RequestOptions): Promise<AdminDeskUndoResponse> =>
      post('/admin/desk/undo', adminDeskUndoResponseSchema, { item_id: itemId }, opts),
    /** Administrator only: the reviewers, configured and added. */
    adminReviewers: (opts?: RequestOptions): Promise<AdminReviewersResponse> =>
      get('/admin/reviewers', adminReviewersResponseSchema, opts),
    adminAddReviewer: (email: string, opts?: RequestOptions): Promise<AdminReviewersResponse> =>
      post('/admin/reviewers', adminReviewersResponseSchema, { email }, opts),
    adminRemoveReviewer: (email: string, opts?: RequestOptions): Promise<AdminReviewersResponse> =>
      post('/admin/reviewers/remove', adminReviewersResponseSchema, { email }, opts),
    /** Signed in: "Add to review" for a word or phrase the tutor teaches. */
    addReviewCard: (text: string, opts?: RequestOptions): Promise<AddReviewCardResponse> =>
      post('/review/cards', addReviewCardResponseSchema, { text }, opts),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
