export {
  ChoiceExercise,
  type ChoiceExerciseLabels,
  type ChoiceExerciseProps,
  type ChoiceExerciseState,
  choiceExerciseLabels,
  choiceExerciseState,
} from './ChoiceExercise.tsx';
