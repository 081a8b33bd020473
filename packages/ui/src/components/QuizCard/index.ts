export {
  optionResult,
  QuizCard,
  type QuizCardProps,
  type QuizOptionResult,
  type QuizReveal,
  quizCardState,
} from './QuizCard.tsx';
