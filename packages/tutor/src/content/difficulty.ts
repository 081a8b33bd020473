// The content's difficulties and their order, without the content's zod schemas (schema.ts exports them too):
// the engine sorts by them, and the offline tutor's worker builds the engine without zod's code.

export const difficulties = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof difficulties)[number];
/** Easier first: the order answers, topics and quizzes sort by. */
export const difficultyRank = (difficulty: Difficulty): number => difficulties.indexOf(difficulty);
