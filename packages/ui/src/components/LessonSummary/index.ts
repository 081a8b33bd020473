export {
  accuracyPercent,
  LessonSummary,
  type LessonSummaryLabels,
  type LessonSummaryProps,
  type LessonSummaryWord,
  lessonSummaryLabels,
  minutesAndSeconds,
} from './LessonSummary.tsx';
