// Builds the Fastify app without listening, so tests can inject requests and main.ts can listen.
import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import type { AnalyticsReader } from '@vuga/analytics';
import { createCards } from '@vuga/learn';
import { createTutor, clipsDir as defaultClipsDir, type Tutor } from '@vuga/tutor';
import { audioFor, type BodyHelpers, clipIndex, reviewTextOf } from '@vuga/tutor/responses';
import { createSpeech, type Speech } from '@vuga/tutor/speech';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  type AccountCounter,
  type AccountDeleter,
  firebaseAccountCounter,
  firebaseAccountDeleter,
} from './account.ts';
import { analyticsReaderFor, usesFirestore } from './analytics.ts';
import type { Config } from './config.ts';
import { deletedAccounts } from './deleted-accounts.ts';
import { type DeskStore, firestoreDeskStore, memoryDeskStore } from './desk/store.ts';
import { type FeedbackStore, firestoreFeedbackStore, memoryFeedbackStore } from './feedback.ts';
import { firebaseAdminApp } from './firebase.ts';
import { lazyCatalog } from './learn/catalog.ts';
import { itemsOfMistakes } from './learn/mistakes.ts';
import { firestoreLearnStore, type LearnStore, memoryLearnStore } from './learn/store.ts';
import { createOutbox } from './outbox.ts';
import { createAuth, firebaseTokenVerifier, registerAuth, type TokenVerifier } from './plugins/auth.ts';
import { frameworkError, HttpError, registerErrorHandling } from './plugins/errors.ts';
import { registerInputChecks } from './plugins/input.ts';
import { redisClient, registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { createRecorder, noRecorder, type Recorder } from './recorder.ts';
import { accountRoutes } from './routes/account.ts';
import { audioRoutes } from './routes/audio.ts';
import { chatRoutes } from './routes/chat.ts';
import { dashboardRoutes } from './routes/dashboards.ts';
import { deskRoutes } from './routes/desk.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { healthRoutes } from './routes/health.ts';
import { learnRoutes } from './routes/learn.ts';
import { placementRoutes } from './routes/placement.ts';
import { quizRoutes } from './routes/quiz.ts';
import { todayRoutes } from './routes/today.ts';
import { translateRoutes } from './routes/translate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The learner records' writer (main.ts flushes its outbox on shutdown). */
    recorder: Recorder;
  }
}

export const BODY_LIMIT_BYTES = 16 * 1024;
/**
 * Longest path parameter the router passes to a route: as long as any request line Node accepts (its 16 kB
 * header limit), so every id reaches its route's schema, which refuses it with the API's own 400.
 */
const MAX_PARAM_LENGTH = 16 * 1024;

/**
 * Serves every route under a prefix too: Firebase Hosting rewrites /api/** to the API on Cloud Run with the
 * path unchanged, so /api/chat must answer as /chat does. Other paths are left as they are.
 */
export function stripPrefix(prefix: string) {
  return (request: { url?: string }): string => {
    const url = request.url ?? '/';
    if (!url.startsWith(prefix)) return url;
    const rest = url.slice(prefix.length);
    if (rest === '') return '/';
    if (rest.startsWith('?')) return `/${rest}`;
    return rest.startsWith('/') ? rest : url;
  };
}

/** Where an address whose path does not decode is sent: a route that refuses it like any bad input. */
export const BAD_ADDRESS_PATH = '/_invalid-address';

/**
 * The URL rewrite: the prefix stripped, and a path that is not valid percent-encoded UTF-8 sent to
 * BAD_ADDRESS_PATH, so its 400 goes through the hooks (request id, security headers) and the error handler
 * rather than the router's own bare answer.
 */
export function rewriteUrl(prefix: string | undefined) {
  const strip = prefix ? stripPrefix(prefix) : (request: { url?: string }) => request.url ?? '/';
  return (request: { url?: string }): string => {
    const url = strip(request);
    const end = url.search(/[?#]/);
    try {
      decodeURIComponent(end === -1 ? url : url.slice(0, end));
      return url;
    } catch {
      return BAD_ADDRESS_PATH;
    }
  };
}

/** The x-test-now header (ms since the epoch) of a test stack's request (TEST_CLOCK=header). */
function testClock(request: FastifyRequest): number | undefined {
  const value = Number(request.headers['x-test-now']);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export interface ServerOptions {
  config: Config;
  tutor?: Tutor;
  /** Where the native clips are (default: the tutor package's content/commonvoice/clips). */
  clipsDir?: string;
  /** ID token verification (default: firebase-admin for FIREBASE_PROJECT_ID). */
  verifyToken?: TokenVerifier;
  /** The dashboards' store (default: chosen from the configuration, see analytics.ts). */
  analytics?: AnalyticsReader;
  /** Deletes a learner's records and sign-in account (default: firebase-admin for FIREBASE_PROJECT_ID). */
  deleteAccount?: AccountDeleter;
  /** Accounts in Authentication, for the administrator's total (default: firebase-admin's listUsers). */
  countAccounts?: AccountCounter;
  /** Synthesised speech (default: espeak-ng on PATH, cached in SPEECH_SHARED_DIR or else AUDIO_CACHE_DIR). */
  speech?: Speech;
  /** Where learner records go (default: Firestore when configured, see recorderFor). */
  recorder?: Recorder;
  /** Review cards and completed lessons (default: Firestore when configured, else in memory). */
  learnStore?: LearnStore;
  /** The feedback form's messages (default: Firestore when configured, else in memory). */
  feedbackStore?: FeedbackStore;
  /** The reviewer's desk: reviewers, leases and decisions (default: Firestore when configured, else in memory). */
  deskStore?: DeskStore;
  /** The clock of review cards, in ms since the epoch (default: the system clock). */
  now?: () => number;
}

/** The API's Firestore (firebase-admin), loaded on first use. */
const firestoreOf = (config: Config) => async () => {
  const { getFirestore } = await import('firebase-admin/firestore');
  return getFirestore(await firebaseAdminApp(config.FIREBASE_PROJECT_ID));
};

/**
 * The learner records' writer: Firestore through firebase-admin whenever the dashboards read Firestore (an
 * emulator or a real project, see analytics.ts), with the on-disk outbox; otherwise nothing is recorded.
 */
export function recorderFor(config: Config, log: FastifyInstance['log']): Recorder {
  if (!usesFirestore(config)) return noRecorder;
  return createRecorder({
    writer: async () => {
      const [{ getFirestore }, { createAdminWriter }] = await Promise.all([
        import('firebase-admin/firestore'),
        import('@vuga/analytics/admin-writer'),
      ]);
      return createAdminWriter(getFirestore(await firebaseAdminApp(config.FIREBASE_PROJECT_ID)));
    },
    outbox: createOutbox({ dir: config.OUTBOX_DIR, maxRecords: config.OUTBOX_MAX_RECORDS }),
    timeoutMs: config.RECORD_TIMEOUT_MS,
    log,
  });
}

export async function buildServer({
  config,
  tutor = createTutor(),
  clipsDir = defaultClipsDir(),
  verifyToken = firebaseTokenVerifier(config.FIREBASE_PROJECT_ID),
  analytics = analyticsReaderFor(config),
  deleteAccount = firebaseAccountDeleter(config.FIREBASE_PROJECT_ID),
  countAccounts = firebaseAccountCounter(config.FIREBASE_PROJECT_ID),
  speech = createSpeech({
    dir: config.SPEECH_SHARED_DIR ?? config.AUDIO_CACHE_DIR,
    shared: config.SPEECH_SHARED_DIR !== undefined,
  }),
  recorder,
  learnStore = usesFirestore(config) ? firestoreLearnStore(firestoreOf(config)) : memoryLearnStore(),
  feedbackStore = usesFirestore(config) ? firestoreFeedbackStore(firestoreOf(config)) : memoryFeedbackStore(),
  deskStore = usesFirestore(config) ? firestoreDeskStore(firestoreOf(config)) : memoryDeskStore(),
  now = Date.now,
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    // A caller's x-request-id is kept (so logs line up across services); otherwise each request gets a UUID.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY ?? false,
    // A held-open or trickled request gets 408 and its socket closes (Node checks every second, below); an
    // idle keep-alive connection closes after KEEP_ALIVE_TIMEOUT_MS; a socket silent for twice the request
    // timeout is destroyed.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: 2 * config.REQUEST_TIMEOUT_MS,
    http: { headersTimeout: config.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
    rewriteUrl: rewriteUrl(config.API_PREFIX),
    // A long path id reaches its route, whose schema refuses it with the API's 400 (the router's own limit
    // answered 414 with its own body and none of the API's headers).
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // A router error that the rewrite above did not foresee still answers the API's JSON with a request id.
    frameworkErrors: frameworkError,
  });
  const records = recorder ?? recorderFor(config, app.log);
  app.addHook('onClose', async () => records.close());
  // JSON only: a text/plain body is refused with 415 rather than parsed as a string.
  app.removeContentTypeParser(['text/plain']);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  registerSecurityHeaders(app, {
    // Audio is played by the web app from another origin (<audio> makes no-cors requests).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(cors, {
    origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false,
    // DELETE for /account (the plugin allows only GET, HEAD and POST by default).
    methods: ['GET', 'HEAD', 'POST', 'DELETE'],
    // A bare OPTIONS (no Origin) gets 204 rather than the plugin's plain-text 400: errors here are JSON.
    strictPreflight: false,
  });
  registerErrorHandling(app);
  registerInputChecks(app);
  app.all(BAD_ADDRESS_PATH, async () => {
    throw new HttpError(
      400,
      'The address is not valid: a % must start a percent-encoded UTF-8 character (such as %20).',
    );
  });

  // The rate limits and the deleted accounts are shared by every instance through Redis when it is set.
  const redis = config.REDIS_URL ? await redisClient(config.REDIS_URL) : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'shared store (Redis) error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  const deleted = deletedAccounts({
    redis,
    onError: (error) => app.log.warn({ err: error }, 'the deleted accounts list (Redis) failed'),
  });
  const auth = createAuth({ verify: verifyToken, adminEmail: config.ADMIN_EMAIL, isDeleted: deleted.has });
  registerAuth(app, auth);
  const rateLimit = await registerRateLimit(app, { perMinute: config.RATE_LIMIT_PER_MINUTE, auth, redis });

  if (!speech.available) {
    app.log.warn('espeak-ng is not installed: words without a native recording will have no audio.');
  }
  await app.register(healthRoutes, { tutor, speech, recorder: records });
  const catalog = lazyCatalog(tutor.content);
  const clips = clipIndex(tutor.content.clips);
  // A text's recording and its "Add to review" text, as @vuga/tutor/responses' bodies name them (the offline
  // tutor in the browser makes the same ones).
  const helpers: BodyHelpers = {
    audioFor: (text) => audioFor(text, clips, speech),
    reviewText: (rw) => reviewTextOf(catalog.itemByText, rw),
  };
  await app.register(chatRoutes, { tutor, rateLimit, recorder: records, helpers });
  await app.register(audioRoutes, {
    audioDir: config.SPEECH_SHARED_DIR ?? config.AUDIO_CACHE_DIR,
    clipsDir,
    speech,
  });
  await app.register(translateRoutes, { tutor, rateLimit, recorder: records, helpers });
  const clock =
    config.TEST_CLOCK === 'header' ? (request: FastifyRequest) => testClock(request) ?? now() : () => now();
  await app.register(quizRoutes, {
    tutor,
    audioFor: helpers.audioFor,
    recorder: records,
    store: learnStore,
    now: clock,
    reviewMistakes: (email, result, request) => {
      const at = clock(request);
      const cards = itemsOfMistakes(catalog, result.detailed_results).flatMap((item) =>
        createCards(item.id, at),
      );
      return cards.length === 0 ? Promise.resolve(0) : learnStore.addCards(email, cards);
    },
  });
  await app.register(dashboardRoutes, {
    analytics,
    recorder: records,
    countAccounts,
    feedback: feedbackStore,
    now: clock,
  });
  await app.register(learnRoutes, {
    catalog,
    store: learnStore,
    recorder: records,
    clips,
    speech,
    now: clock,
  });
  await app.register(todayRoutes, { analytics, catalog, store: learnStore, now: clock });
  await app.register(placementRoutes, { catalog, store: learnStore, now: clock, seed: config.RANDOM_SEED });
  await app.register(accountRoutes, { deleteAccount, recorder: records, deleted });
  await app.register(feedbackRoutes, { rateLimit, store: feedbackStore, now });
  await app.register(deskRoutes, {
    store: deskStore,
    content: tutor.content,
    clips,
    speech,
    configuredReviewers: config.REVIEWER_EMAILS,
    now,
  });
  app.decorate('recorder', records);
  return app;
}
