// The words of the Today card (home and dashboard): the one next step, the other steps, the daily goal.
import type { TodayStep } from '@vuga/api-client';
import { lessonPath, paths, quizPath } from '../../config/paths.ts';
import { categoryName } from '../../lib/category-name.ts';
import { messages } from '../../lib/i18n.ts';

const cards = (count: number) => `${count} ${count === 1 ? 'card' : 'cards'}`;

export const todayWords = messages('today', {
  title: 'Today',
  nextLabel: 'Your next step',
  alsoTitle: 'Then',
  loading: 'Loading your day',
  failed: 'Your day could not be loaded.',
  tryAgain: 'Try Again',
  goalLabel: 'Daily goal',
  goalOption: (xp: number) => `${xp} XP a day`,
  goalSaving: 'Saving your goal…',
  goalFailed: 'Your goal could not be saved. Try again.',
  xpLabel: 'XP today',
  xpValue: (xp: number, goal: number) => `${xp} of ${goal} XP`,
  goalMet: 'Daily goal reached. Well done!',
  xpHow: 'Lessons 10 XP, each review 1 XP, each right quiz answer 2 XP.',
  streakHint: 'Practise today to start one.',
  streakLabel: 'Learning streak',
  streakDays: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
  streakWeek: (days: number) => `Practised ${days} of the last 7 days`,
  dueFigure: (due: number) => (due === 0 ? 'No reviews due' : `${cards(due)} due for review`),
});

/** The steps' words (stepText picks them). */
export const stepWords = messages('todaySteps', {
  reviewTitle: (due: number) => `Review ${cards(due)}`,
  reviewDetail: 'These words are due: a review now keeps them from slipping away.',
  reviewAction: 'Start reviewing',
  firstTitle: (unit: number, title: string) => `Start unit ${unit}: ${title}`,
  firstDetail: 'Your first lesson: a few words and phrases with their recordings, then short exercises.',
  firstAction: 'Start lesson 1',
  continueTitle: (lesson: number) => `Continue with lesson ${lesson}`,
  continueDetail: (unit: number, title: string) => `Unit ${unit}: ${title}.`,
  continueAction: (lesson: number) => `Continue lesson ${lesson}`,
  quizTitle: (category: string) => `Practise ${category}`,
  quizDetail: 'Your recent quiz scores in this topic are under 70%.',
  quizAction: 'Take a quiz',
  firstQuizTitle: 'Take your first quiz',
  firstQuizDetail: 'Check what you remember of the words you have learned.',
  chatTitle: 'Chat with the tutor',
  chatDetail: 'Nothing is due. Ask how to say something you will need this week.',
  chatAction: 'Open the chat',
});

/** A step as the learner reads it: what it is, why, and where its button goes. */
export function stepText(step: TodayStep): { title: string; detail: string; action: string; to: string } {
  switch (step.kind) {
    case 'review':
      return {
        title: stepWords.reviewTitle(step.due),
        detail: stepWords.reviewDetail,
        action: stepWords.reviewAction,
        to: paths.review,
      };
    case 'lesson':
      return step.first
        ? {
            title: stepWords.firstTitle(step.unit_number, step.unit_title),
            detail: stepWords.firstDetail,
            action: stepWords.firstAction,
            to: lessonPath(step.lesson_id),
          }
        : {
            title: stepWords.continueTitle(step.lesson_number),
            detail: stepWords.continueDetail(step.unit_number, step.unit_title),
            action: stepWords.continueAction(step.lesson_number),
            to: lessonPath(step.lesson_id),
          };
    case 'quiz':
      return {
        title: stepWords.quizTitle(categoryName(step.category)),
        detail: stepWords.quizDetail,
        action: stepWords.quizAction,
        to: quizPath(step.category),
      };
    case 'first-quiz':
      return {
        title: stepWords.firstQuizTitle,
        detail: stepWords.firstQuizDetail,
        action: stepWords.quizAction,
        to: paths.quiz,
      };
    case 'chat':
      return {
        title: stepWords.chatTitle,
        detail: stepWords.chatDetail,
        action: stepWords.chatAction,
        to: paths.chat,
      };
  }
}
