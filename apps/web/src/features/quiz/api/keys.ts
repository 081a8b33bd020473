// The quiz's query keys, in one place.
export const quizKeys = {
  categories: () => ['quiz-categories'] as const,
};
