export { ProgressBar, type ProgressBarProps } from './ProgressBar.tsx';
export {
  defaultProgressThresholds,
  type ProgressThresholds,
  type ProgressTone,
  progressTone,
  toPercent,
} from './tone.ts';
