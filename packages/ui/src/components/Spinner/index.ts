export {
  Spinner,
  type SpinnerLabels,
  type SpinnerProps,
  type SpinnerSize,
  spinnerLabels,
  spinnerSizes,
} from './Spinner.tsx';
