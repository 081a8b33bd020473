export {
  ChoiceExercise,
  type ChoiceExerciseProps,
  type ChoiceExerciseState,
  choiceExerciseState,
} from './ChoiceExercise.tsx';
