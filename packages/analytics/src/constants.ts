// The data constants of docs/product.md §9 (and the record shapes of §3) in one place, so the pure rules, the
// store, the security rules' tests and the apps all read the same numbers.

/**
 * What a learner did (docs/product.md §3): chat, translation, quiz and pronunciation, 'review' (a review card
 * graded) and 'lesson' (a lesson completed): a day of reviews or of lessons is a day of learning.
 */
export const ACTIVITY_TYPES = ['chat', 'translation', 'quiz', 'pronunciation', 'review', 'lesson'] as const;

/** Firestore collection names (docs/product.md §7). */
export const COLLECTIONS = {
  activities: 'activities',
  quizResults: 'quizResults',
  userStats: 'userStats',
  dailyStats: 'dailyStats',
} as const;

/** Texts stored in analytics (chat question, translation texts) are cut to this many characters. */
export const ANALYTICS_TEXT_LIMIT = 100;
/** A chat answer without a confidence is recorded with this one. */
export const DEFAULT_CHAT_CONFIDENCE = 0.5;
/** A chat answer of this response type counts as a pronunciation activity (docs/product.md §7). */
export const PRONUNCIATION_RESPONSE_TYPE = 'pronunciation';

/**
 * Learner dashboard: activity queries fetch 50 records (docs/product.md §7 says 20; a review session alone
 * writes 20, so the lesson before it fell out), 10 are kept after runs of reviews are merged, 5 are shown.
 */
export const LEARNER_FETCH_LIMIT = 50;
export const LEARNER_KEPT = 10;
export const LEARNER_SHOWN = 5;
/** Administrator feed: the latest 20 activities. */
export const ADMIN_FEED_LIMIT = 20;

/** Progress bars: percent per activity, capped. */
export const PROGRESS_PERCENT = { chat: 10, translation: 20, pronunciation: 20 } as const;
export const PROGRESS_CAP = 100;

/** The best quiz score is only updated by a quiz strictly over this percentage. */
export const BEST_SCORE_OVER = 80;
/** A quiz score (percentage) is a whole number from 0 to this. */
export const MAX_QUIZ_SCORE = 100;

/** Achievement thresholds (docs/product.md §9). */
export const ACHIEVEMENT_RULES = {
  first_chat: { chats: 1 },
  first_quiz: { quizAttempts: 1 },
  quiz_master: { bestQuizScore: 80 },
  consistent_learner: { totalActivities: 10 },
  translation_explorer: { translations: 5 },
} as const;

/** A recommendation is added while a count is under its threshold. */
export const RECOMMENDATION_UNDER = { chat: 3, translation: 5, quiz: 2, pronunciation: 3 } as const;

export const RECOMMENDATIONS = {
  chat: 'Chat with the tutor a few more times: ask how to say something you will need this week.',
  translation: 'Translate a few everyday sentences in both directions to grow your vocabulary.',
  quiz: 'Take another quiz to check what you remember.',
  /** The quiz tip before any quiz: there is no other quiz yet to take "another" of. */
  firstQuiz: 'Take your first quiz to check what you remember.',
  pronunciation: 'Practise pronunciation: ask the tutor how to pronounce a word and listen to it.',
} as const;

/** What a learner with no activity yet is told to do first. */
export const NEW_LEARNER_RECOMMENDATIONS = [
  'Start your first conversation with the tutor.',
  'Translate some basic words and greetings.',
  'Take a quiz to see where you stand.',
] as const;

export const SYSTEM_UPTIME_ONLINE = 'Online';
export const SYSTEM_UPTIME_UNKNOWN = 'Unknown';
export const NEVER_ACTIVE = 'Never';

/**
 * The streak is counted back from today one day at a time; a year is enough for a dashboard and bounds the
 * number of reads.
 */
export const STREAK_MAX_DAYS = 366;

/** Quiz difficulties a stored quiz result may carry (docs/product.md §5). */
export const QUIZ_DIFFICULTIES = ['mixed', 'beginner', 'intermediate', 'advanced'] as const;
/** Translation directions (docs/product.md §5). */
export const TRANSLATION_DIRECTIONS = ['en-rw', 'rw-en'] as const;

/** The administrator of the local stack; production sets its own in the rules and `ADMIN_EMAIL`. */
export const DEFAULT_ADMIN_EMAIL = 'admin@vuga.test';
