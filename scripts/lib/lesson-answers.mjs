// What a learner who knows the answers sends for each kind of lesson exercise.
/**
 * The right answer of a lesson exercise (as GET /learn/lessons/:id gives it), as the lesson page would send it;
 * the server grades it. For the demo history and the tests that do a lesson.
 * @param {{ kind: string, correctIndex?: number, answer?: string[], accepted?: string[] }} exercise
 * @returns {Record<string, unknown>}
 */
export function rightAnswer(exercise) {
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
    default:
      return { spoken: 'good' };
  }
}
