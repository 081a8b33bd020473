// Learn and Review's fixed words: the exercise prompts, the guidebook's and the messages.
import type { LearnPathResponse, LessonExercise, ReviewCardView } from '@vuga/api-client';
import { checkAnswer } from '@vuga/learn';
import type { TypeAnswerResult } from '@vuga/ui';
import { messages } from '../../lib/i18n.ts';

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** Learn's words that the functions below choose between. */
export const learnWords = messages('learn', {
  unitHeading: (number: number, title: string) => `Unit ${number} · ${title}`,
  exercise: {
    'choose-meaning': 'Choose the meaning',
    'listen-choose': 'Listen and choose what you heard',
    'match-pairs': 'Match the pairs',
    'build-sentence': 'Build the sentence in Kinyarwanda',
    'type-answer': 'Type it in Kinyarwanda',
    speak: 'Say it aloud',
  } satisfies Record<LessonExercise['kind'], string>,
  listenPrompt: 'What did you hear?',
  pairsPrompt: 'Choose a word, then its meaning.',
  reviewMeaning: 'What does this mean?',
  reviewSay: 'How do you say this in Kinyarwanda?',
  retentionNone: 'After your first reviews',
  retentionLearned: (reviews: number) => `Of ${plural(reviews, 'review')} of learned words`,
  retentionFirst: (answers: number) => `Of your first ${plural(answers, 'answer')} in Review`,
});

/** A unit as the path names it: "Unit 3 · Introductions". */
export const unitHeading = (number: number, title: string) => learnWords.unitHeading(number, title);

export const guideWords = messages('guide', {
  open: 'Guidebook',
  openLabel: (title: string) => `Guidebook: ${title}`,
  goal: 'You will be able to',
  keyPhrases: 'Key phrases',
  grammar: 'Grammar',
  grammarDraft: 'Not yet checked by a Kinyarwanda speaker.',
  dialogue: 'Dialogue',
  speaker: (speaker: 'A' | 'B') => (speaker === 'A' ? 'Speaker A' : 'Speaker B'),
  play: (text: string) => `Play "${text}"`,
  loading: 'Loading the guidebook',
  failed: 'Failed to load the guidebook',
});

/** What each kind of exercise asks, above its own prompt. */
export function exerciseTitle(exercise: LessonExercise): string {
  return learnWords.exercise[exercise.kind];
}

/** The question a review card asks, by its direction. */
export const reviewQuestion = (card: ReviewCardView) =>
  card.direction === 'rw-en' ? learnWords.reviewMeaning : learnWords.reviewSay;

export const learnMessages = messages('learnMessages', {
  loadingPath: 'Loading the lessons',
  pathFailed: 'Failed to load the lessons',
  lessonFailed: 'Failed to load the lesson',
  completeFailed: 'Your progress could not be saved. Try again.',
  dueFailed: 'Failed to load your reviews',
  gradeFailed: 'Your answer could not be saved. Try again.',
  unreachable: 'Could not reach Vuga. Check your connection.',
  placementFailed: 'Failed to load the placement check',
  placementSaveFailed: 'Your result could not be saved. Try again.',
  tryFirstLesson: 'Try the first lesson',
});

/** The lesson page's words around its steps. */
export const lessonWords = messages('lesson', {
  lesson: 'Lesson',
  loading: 'Loading the lesson',
  allLessons: 'All lessons',
  tryAgain: 'Try Again',
  progress: 'Lesson progress',
  step: (step: number, total: number) => `Step ${step} of ${total}`,
  welcomeBack: 'Welcome back',
  startOver: 'Start over',
  resumed: 'You are where you left this lesson.',
  newWord: (number: number, total: number) => `New word ${number} of ${total}`,
  play: (text: string) => `Play ${text}`,
  playWord: 'Play the word',
  nextWord: 'Next word',
  startPractising: 'Start practising',
  onceMore: (title: string) => `${title} · once more`,
  exerciseOf: (title: string, number: number, total: number) => `${title} · ${number} of ${total}`,
  nextLesson: 'Next lesson',
  reviewNow: (due: number) => `Review now (${due} due)`,
  practiseAgain: 'Practise again',
  saving: 'Saving your progress…',
  added: (words: number) => `${plural(words, 'word')} added to your review, in both directions.`,
  alreadyAdded: 'These words were already in your review.',
});

/** The Review page's words. */
export const reviewWords = messages('review', {
  title: 'Review',
  lead: 'The words you have learned, each coming back just before you would forget it. Grade how well you remembered, or switch on typing and answer in full.',
  loading: 'Loading your reviews',
  tryAgain: 'Try Again',
  emptyTitle: 'Nothing to review right now',
  emptyText:
    "Finish a lesson, or add words from the tutor's answers, and they come back here when it is time to remember them.",
  learnLesson: 'Learn a lesson',
  complete: 'Session complete',
  reviewed: (cards: number) => `You reviewed ${plural(cards, 'card')}.`,
  moreDue: (cards: number) => `${plural(cards, 'more card is', 'more cards are')} due.`,
  nothingDue: 'Nothing else is due now.',
  more: 'Review more',
  newLesson: 'Learn a new lesson',
  progress: 'See your progress',
  play: 'Play the Kinyarwanda',
  card: (number: number, total: number) => `Card ${number} of ${total}`,
  typing: 'Type my answers',
  reviewedLabel: 'Reviewed',
  of: (done: number, total: number) => `${done} of ${total}`,
});

/** A visitor's first lesson: done before signing up, and kept by the account they then create. */
export const trialContent = messages('trial', {
  otherLessons: 'this lesson',
  keepTitle: 'Keep this lesson',
  keep: (words: number) =>
    `Create a free account and this lesson counts: its ${plural(words, 'word')} go to your review and your streak starts today.`,
  createAccount: 'Create account',
  signIn: 'Sign In',
});

/** The placement check's words: the offer on the Learn page, the questions and the result. */
export const placementContent = messages('placement', {
  offer: 'Already know some Kinyarwanda?',
  offerLink: 'Take the placement check',
  title: 'Placement check',
  lead: 'Choose the meaning of each word. Answer what you know; a guess can place you too far. The units you know are marked done, and their words go to your review.',
  loading: 'Loading the placement check',
  progressLabel: 'Placement check progress',
  progress: (current: number, total: number) => `Question ${current} of ${total}`,
  question: 'What does this mean?',
  next: 'Next',
  finish: 'See where to start',
  saving: 'Saving your result…',
  resultTitle: 'Your result',
  correct: (correct: number, total: number) => `${correct} of ${total} right.`,
  startAt: (unit: number, title: string) => `Start at unit ${unit}: ${title}`,
  allKnown: 'You know every unit of the course. Keep it fresh in Review.',
  skipped: (units: number) => `${plural(units, 'unit')} skipped`,
  wordsAdded: (words: number) => `${plural(words, 'word')} added to review`,
  startButton: (unit: number) => `Start unit ${unit}`,
  review: 'Go to Review',
  allLessons: 'All lessons',
  tryAgain: 'Try Again',
});

/** The Learn page's words around the path. */
export const pathWords = messages('path', {
  title: 'Learn',
  start: 'Start the first lesson',
  continue: 'Continue',
  review: (due: number) => `Review (${due} due)`,
  lead: 'Units in order, from greetings onwards. Each lesson brings four to six new words and phrases with their recordings, then ten to fifteen short exercises. What you learn comes back in Review just before you would forget it.',
  course: (units: number) => `Beginner course · ${units} units`,
  figures: 'Your figures',
  wordsLearned: 'Words learned',
  dueToday: 'Due today',
  retention: 'Retention',
  unitsCompleted: 'Units completed',
  unitsOf: (done: number, total: number) => `${done} of ${total}`,
  unitProgress: (done: number, total: number) => `${done} of ${total} lessons`,
  unitDone: 'Unit completed',
  lessonsCompleted: 'Lessons completed',
  /** Read after the unit's progress: "Lessons completed in Unit 1 · Greetings". */
  inUnit: (title: string) => ` in ${title}`,
  lessonsOf: (title: string) => `Lessons of ${title}`,
  /** A node's visible words: the lesson and its state. */
  lesson: (number: number) => `Lesson ${number}`,
  state: { done: 'Completed', next: 'Up next', start: 'Start here', locked: 'Locked' },
  words: (items: number) => plural(items, 'word'),
  /** A node's name for a screen reader: its unit, number, size and state. */
  nodeLabel: (unit: string, number: number, items: number, state: string) =>
    `${state}: ${unit}, lesson ${number} (${plural(items, 'word')})`,
});

export type NodeState = 'done' | 'next' | 'locked';

/**
 * Each lesson's state on the path: done when completed; the first one not completed is next (the one clear
 * Start/Continue); the rest wait, locked, until the lessons before them are done.
 */
export function lessonStates(path: LearnPathResponse): Map<string, NodeState> {
  const states = new Map<string, NodeState>();
  let nextFound = false;
  for (const unit of path.units) {
    for (const lesson of unit.lessons) {
      if (lesson.completed) states.set(lesson.id, 'done');
      else if (!nextFound) {
        states.set(lesson.id, 'next');
        nextFound = true;
      } else states.set(lesson.id, 'locked');
    }
  }
  return states;
}

/** Retention's hint: what it is judged on (learned cards' reviews, or every grading before any is learned). */
export const retentionHint = (path: LearnPathResponse) =>
  path.reviews === 0
    ? learnWords.retentionNone
    : path.retention_basis === 'learned'
      ? learnWords.retentionLearned(path.reviews)
      : learnWords.retentionFirst(path.reviews);

/** The first lesson not completed yet, where "Continue" goes. */
export function nextLessonId(path: LearnPathResponse): string | undefined {
  for (const unit of path.units) for (const lesson of unit.lessons) if (!lesson.completed) return lesson.id;
  return undefined;
}

export const unitsCompleted = (path: LearnPathResponse) =>
  path.units.filter((unit) => unit.lessons.every((lesson) => lesson.completed)).length;

/** Retention as a learner reads it: "92%", or a dash before there are reviews to judge by. */
export const retentionText = (path: LearnPathResponse) =>
  path.retention === null ? '—' : `${Math.round(path.retention * 100)}%`;

/** The typed answer checked as the server checks it (same @vuga/learn rule): exact, nearly or wrong. */
export const checkTyped = (typed: string, accepted: readonly string[]): TypeAnswerResult => {
  const { verdict, expected, diff } = checkAnswer(typed, accepted);
  return { verdict, expected, diff };
};
