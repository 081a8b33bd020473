export { RotatingShowcase, type RotatingShowcaseProps, type ShowcaseItem } from './RotatingShowcase.tsx';
