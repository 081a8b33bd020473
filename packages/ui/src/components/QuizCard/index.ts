export {
  optionResult,
  QuizCard,
  type QuizCardLabels,
  type QuizCardProps,
  type QuizOptionResult,
  type QuizReveal,
  quizCardLabels,
  quizCardState,
} from './QuizCard.tsx';
