import type { ACTIVITY_TYPES, QUIZ_DIFFICULTIES, TRANSLATION_DIRECTIONS } from './constants.ts';

export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export type TranslationDirection = (typeof TRANSLATION_DIRECTIONS)[number];
export type QuizDifficulty = (typeof QUIZ_DIFFICULTIES)[number];

// ---- Events: what the app knows when something happens -------------------------------------------------

/** A chat answer from the tutor. A pronunciation answer counts as a pronunciation activity. */
export interface ChatEvent {
  type: 'chat';
  question: string;
  response: {
    type?: string | null;
    category?: string | null;
    confidence?: number | null;
    word?: string | null;
  };
}

export interface TranslationEvent {
  type: 'translation';
  originalText: string;
  translatedText: string;
  direction: TranslationDirection;
}

export interface QuizEvent {
  type: 'quiz';
  /** Correct answers. */
  score: number;
  /** 0–100; the stats use it rounded to a whole number. */
  percentage: number;
  category?: string | null;
  difficulty?: string | null;
  /** Seconds the learner took. */
  timeTaken?: number | null;
}

/** A review card graded: the word, which way it was asked, and the grade. */
export interface ReviewEvent {
  type: 'review';
  word: string;
  direction: TranslationDirection;
  grade: string;
}

/** A lesson completed (graded by the server): which, and how many of its exercises were right at first. */
export interface LessonEvent {
  type: 'lesson';
  lesson: string;
  correct: number;
  exercises: number;
}

/** A word said aloud in a lesson's speaking exercise (the learner rated it; nothing was heard). */
export interface PronunciationEvent {
  type: 'pronunciation';
  word: string;
}

export type ActivityEvent =
  | ChatEvent
  | TranslationEvent
  | QuizEvent
  | ReviewEvent
  | LessonEvent
  | PronunciationEvent;

// ---- Stored records (camelCase fields, docs/product.md §3)
// --------------------------------------------------------

export interface ChatDetails {
  question?: string;
  response_type?: string;
  category?: string;
  confidence?: number;
  word?: string;
}

export interface TranslationDetails {
  original_text?: string;
  translated_text?: string;
  direction?: TranslationDirection;
  word_count?: number;
}

export interface QuizDetails {
  score?: number;
  percentage?: number;
  category?: string;
  difficulty?: string;
  time_taken?: number;
}

export interface ReviewDetails {
  word?: string;
  direction?: TranslationDirection;
  grade?: string;
  /** On the dashboard, a run of reviews in a row shown as one: how many cards (absent: one). */
  cards?: number;
}

export interface LessonDetails {
  lesson?: string;
  correct?: number;
  exercises?: number;
}

export type ActivityDetails = ChatDetails | TranslationDetails | QuizDetails | ReviewDetails | LessonDetails;

export interface ActivityRecord {
  userEmail: string;
  type: ActivityType;
  details: ActivityDetails;
  timestamp: Date;
  /** YYYY-MM-DD in the learner's local time zone. */
  date: string;
}

export interface QuizResultRecord {
  userEmail: string;
  score: number;
  percentage: number;
  totalQuestions: number;
  category: string;
  difficulty: string;
  timestamp: Date;
  date: string;
}

/** The counters of a user's stats document. */
export interface StatsCounters {
  totalActivities: number;
  chatCount: number;
  translationCount: number;
  quizAttempts: number;
  pronunciationCount: number;
  /** Review cards graded (Learn and Review, docs/product.md §3; absent from older documents). */
  reviewCount: number;
  /** Lessons completed (Learn; absent from older documents). */
  lessonCount: number;
  totalQuizScore: number;
  lastQuizScore: number;
  bestQuizScore: number;
}

export interface UserStats extends StatsCounters {
  userEmail: string;
  createdAt: Date | null;
  lastActive: Date | null;
}

export interface DailyStats {
  date: string;
  activeUsers: string[];
  createdAt: Date | null;
  lastUpdated: Date | null;
}

// ---- Dashboards (snake_case fields, docs/product.md §3)
// -----------------------------------------------------------

export interface DashboardActivity {
  type: ActivityType;
  details: ActivityDetails;
  /** ISO 8601. */
  timestamp: string;
  date: string;
}

export interface AdminActivity extends DashboardActivity {
  user_email: string;
}

export interface QuizScorePoint {
  score: number;
  date: string;
  /** ISO 8601. */
  timestamp: string;
}

export interface Achievements {
  first_chat: boolean;
  first_quiz: boolean;
  quiz_master: boolean;
  consistent_learner: boolean;
  translation_explorer: boolean;
}

export interface LearnerDashboard {
  overview: {
    total_interactions: number;
    quiz_attempts: number;
    avg_quiz_score: number;
    learning_streak: number;
  };
  progress: {
    chat_interactions: number;
    translations_made: number;
    pronunciation_practice: number;
    quiz_scores: QuizScorePoint[];
  };
  achievements: Achievements;
  recommendations: string[];
  recent_activities: DashboardActivity[];
}

export interface AdminAnalytics {
  overview: {
    total_users: number;
    daily_active_users: number;
    total_interactions: number;
    system_uptime: string;
  };
  feature_usage: {
    chat_interactions: number;
    translation_requests: number;
    quiz_attempts: number;
    pronunciation_requests: number;
  };
  user_engagement: {
    total_quiz_attempts: number;
    avg_quiz_score: number;
    active_users_today: number;
  };
  system_health: {
    teaching_model_loaded: boolean;
    tts_system_loaded: boolean;
    translation_model_loaded: boolean;
    error_count: number;
  };
  recent_activities: AdminActivity[];
}

export interface AdminUserRow {
  email: string;
  total_quiz_attempts: number;
  avg_quiz_score: number;
  chat_interactions: number;
  translation_requests: number;
  pronunciation_requests: number;
  total_activities: number;
  /** YYYY-MM-DD, or 'Never'. */
  last_active: string;
}
