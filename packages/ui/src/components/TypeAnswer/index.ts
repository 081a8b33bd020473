export {
  TypeAnswer,
  type TypeAnswerDiffSegment,
  type TypeAnswerProps,
  type TypeAnswerResult,
  type TypeAnswerState,
  type TypeAnswerVerdict,
  typeAnswerVerdicts,
} from './TypeAnswer.tsx';
