export {
  SpeakExercise,
  type SpeakExerciseLabels,
  type SpeakExerciseProps,
  type SpeakExerciseState,
  type SpeakRating,
  speakExerciseLabels,
  speakRatings,
} from './SpeakExercise.tsx';
