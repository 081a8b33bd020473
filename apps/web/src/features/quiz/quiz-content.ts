// The quiz screen's fixed content (docs/product.md §4, §5, §8, §9): limits, the timer, the choices and the
// messages.
import { LIMITS, QUIZ_DIFFICULTIES } from '@vuga/api-client';
import { durationWords } from '../../lib/duration-words.ts';
import { messages } from '../../lib/i18n.ts';

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

/** The difficulties' names, in the setup and above each question. */
export const difficultyNames = messages('quizDifficulties', {
  mixed: 'Mixed',
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
} satisfies Record<QuizDifficulty, string>);

/** The difficulty choices, named in the interface's language when read. */
export const difficulties = (): readonly { value: QuizDifficulty; label: string }[] =>
  QUIZ_DIFFICULTIES.map((value) => ({ value, label: difficultyNames[value] }));

export const quizMessages = messages('quizMessages', {
  categoriesFailed: 'Failed to load quiz categories',
  unreachable: 'Failed to connect to quiz service',
  generateFailed: 'Failed to generate quiz',
  startFailed: 'Failed to start quiz',
  submitFailed: 'Failed to submit quiz',
  notAnswered: 'Not answered',
  timeUp: "Time's up",
  timeUpDetail: 'The quiz was sent when the time ran out; questions left unanswered count as not answered.',
});

/** The play control of a listening question, by playback state (see lib/audio-player.ts). */
export const recordingLabels = messages('quizRecording', {
  idle: 'Play the recording',
  loading: 'Loading the recording…',
  playing: 'Stop the recording',
  error: 'The recording did not play. Try again',
});

/** The quiz screen's words: setup, questions, results and the leave guard. */
export const quizWords = messages('quiz', {
  title: 'Quiz',
  tryAgain: 'Try again',
  mixed: 'Mixed (all categories)',
  /** Said instead when a listening question comes without a recording (the API had no speech for it). */
  noRecording: 'The recording is not available. The words are:',
  /** Before the words of a listening question in the results. */
  heard: 'You heard:',
  setupTitle: 'Set up your quiz',
  retry: 'Retry',
  mixedStill: 'You can still take a mixed quiz.',
  numberOfQuestions: 'Number of questions',
  questions: (count: number) => `${count} questions`,
  category: 'Category',
  loadingCategories: 'Loading categories…',
  difficulty: 'Difficulty',
  minutes: (count: number) => `${count} ${count === 1 ? 'minute' : 'minutes'}`,
  estimatedTime: 'Estimated time:',
  perQuestion: '(one minute per question, timed)',
  start: 'Start Quiz',
  timeRemaining: 'Time remaining',
  timeUpAnnouncement: 'Time is up',
  remaining: (seconds: number) =>
    `${durationWords(seconds, (n, unit) => `${n} ${unit}${n === 1 ? '' : 's'}`)} remaining`,
  answered: 'Answered',
  answeredOf: (answered: number, total: number) => `${answered} of ${total}`,
  questionOf: (number: number, total: number) => `Question ${number} of ${total}`,
  announceQuestion: (number: number, total: number, question: string) =>
    `Question ${number} of ${total}: ${question}`,
  keysHint: 'Arrow keys choose an answer; Enter goes to the next question.',
  previous: 'Previous',
  finish: 'Finish',
  next: 'Next',
  resultsTitle: 'Your results',
  score: 'Score',
  correctOf: (correct: number, total: number) => `${correct} of ${total} correct`,
  performance: 'Performance:',
  timeTaken: (time: string) => `Time taken: ${time}`,
  retake: 'Retake',
  newQuiz: 'New Quiz',
  reviewTitle: 'Review your answers',
  question: (number: number) => `Question ${number}`,
  correct: 'Correct',
  incorrect: 'Incorrect',
  yourAnswer: 'Your answer',
  correctAnswer: 'Correct answer',
  explanation: 'Explanation',
  leaveTitle: 'Leave the quiz?',
  leaveDescription:
    'The quiz is still running. If you leave now, your answers are lost and the quiz is not scored.',
  stay: 'Stay in the quiz',
  leave: 'Leave the quiz',
});
