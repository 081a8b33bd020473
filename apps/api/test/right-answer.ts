// The right answer of a lesson exercise, for the route tests and the end-to-end specs that do a lesson (the same
// answers the demo history of `npm start` sends).
import type { LessonExercise } from '@vuga/api-client/contract';
import { rightAnswer as answerOf } from '../../../scripts/lib/lesson-answers.mjs';

export const rightAnswer = (exercise: LessonExercise): Record<string, unknown> => answerOf(exercise);
