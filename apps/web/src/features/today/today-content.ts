// The words of the Today card (home and dashboard): the one next step, the other steps, the daily goal.
import type { TodayStep } from '@vuga/api-client';
import { lessonPath, paths, quizPath } from '../../config/paths.ts';
import { categoryName } from '../../lib/category-name.ts';

const cards = (count: number) => `${count} ${count === 1 ? 'card' : 'cards'}`;

export const todayWords = {
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
  dueFigure: (due: number) => (due === 0 ? 'No reviews due' : `${cards(due)} due for review`),
};

/** A step as the learner reads it: what it is, why, and where its button goes. */
export function stepText(step: TodayStep): { title: string; detail: string; action: string; to: string } {
  switch (step.kind) {
    case 'review':
      return {
        title: `Review ${cards(step.due)}`,
        detail: 'These words are due: a review now keeps them from slipping away.',
        action: 'Start reviewing',
        to: paths.review,
      };
    case 'lesson':
      return step.first
        ? {
            title: `Start unit ${step.unit_number}: ${step.unit_title}`,
            detail: 'Your first lesson: a few words and phrases with their recordings, then short exercises.',
            action: 'Start lesson 1',
            to: lessonPath(step.lesson_id),
          }
        : {
            title: `Continue with lesson ${step.lesson_number}`,
            detail: `Unit ${step.unit_number}: ${step.unit_title}.`,
            action: `Continue lesson ${step.lesson_number}`,
            to: lessonPath(step.lesson_id),
          };
    case 'quiz':
      return {
        title: `Practise ${categoryName(step.category)}`,
        detail: 'Your recent quiz scores in this topic are under 70%.',
        action: 'Take a quiz',
        to: quizPath(step.category),
      };
    case 'first-quiz':
      return {
        title: 'Take your first quiz',
        detail: 'Check what you remember of the words you have learned.',
        action: 'Take a quiz',
        to: paths.quiz,
      };
    case 'chat':
      return {
        title: 'Chat with the tutor',
        detail: 'Nothing is due. Ask how to say something you will need this week.',
        action: 'Open the chat',
        to: paths.chat,
      };
  }
}
