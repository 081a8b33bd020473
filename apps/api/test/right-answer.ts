// The right answer of a lesson exercise, for the route tests and the end-to-end specs that do a lesson.
import type { LessonExercise } from '@vuga/api-client/contract';

/** The answer an exercise wants, from the lesson as GET /learn/lessons/:id gives it. */
export function rightAnswer(exercise: LessonExercise): Record<string, unknown> {
  switch (exercise.kind) {
    case 'choose-meaning':
    case 'listen-choose':
      return { choice: exercise.correctIndex };
    case 'build-sentence':
      return { tiles: exercise.answer };
    case 'type-answer':
      return { typed: exercise.accepted[0] };
    case 'match-pairs':
      return { mistakes: 0 };
    case 'speak':
      return { spoken: 'good' };
  }
}
