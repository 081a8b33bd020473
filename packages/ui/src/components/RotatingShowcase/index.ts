export {
  RotatingShowcase,
  type RotatingShowcaseLabels,
  type RotatingShowcaseProps,
  rotatingShowcaseLabels,
  type ShowcaseItem,
} from './RotatingShowcase.tsx';
