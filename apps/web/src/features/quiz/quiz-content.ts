// The quiz screen's fixed content (docs/product.md §4, §5, §8, §9): limits, the timer, the choices and the
// messages.
import { LIMITS, QUIZ_DIFFICULTIES } from '@vuga/api-client';

export type QuizDifficulty = (typeof QUIZ_DIFFICULTIES)[number];

export const quizLimits = {
  minQuestions: LIMITS.minQuizQuestions,
  maxQuestions: LIMITS.maxQuizQuestions,
  defaultQuestions: LIMITS.defaultQuizQuestions,
} as const;

/** 60 seconds per question for the whole quiz; the clock turns to its warning style at 60 s or less. */
export const secondsPerQuestion = 60;
export const timerWarningSeconds = 60;
/** The estimate shown in the setup: one minute per question. */
export const estimatedMinutesPerQuestion = 1;

/** The category every quiz can use; the client puts it first (docs/product.md §7). */
export const mixedCategory = 'mixed';

export const difficulties: readonly { value: QuizDifficulty; label: string }[] = QUIZ_DIFFICULTIES.map(
  (value) => ({ value, label: value[0]?.toUpperCase() + value.slice(1) }),
);

export const quizMessages = {
  categoriesFailed: 'Failed to load quiz categories',
  unreachable: 'Failed to connect to quiz service',
  generateFailed: 'Failed to generate quiz',
  startFailed: 'Failed to start quiz',
  submitFailed: 'Failed to submit quiz',
  notAnswered: 'Not answered',
  timeUp: "Time's up",
  timeUpDetail: 'The quiz was sent when the time ran out; questions left unanswered count as not answered.',
} as const;

/** The play control of a listening question, by playback state (see lib/audio-player.ts). */
export const recordingLabels = {
  idle: 'Play the recording',
  loading: 'Loading the recording…',
  playing: 'Stop the recording',
  error: 'The recording did not play. Try again',
} as const;

/** Said instead when a listening question comes without a recording (the API had no speech for it). */
export const noRecordingText = 'The recording is not available. The words are:';
/** Before the words of a listening question in the results. */
export const heardText = 'You heard:';
