export {
  TypeAnswer,
  type TypeAnswerDiffSegment,
  type TypeAnswerLabels,
  type TypeAnswerProps,
  type TypeAnswerResult,
  type TypeAnswerState,
  type TypeAnswerVerdict,
  typeAnswerLabels,
  typeAnswerVerdicts,
} from './TypeAnswer.tsx';
