export { Celebration, type CelebrationProps } from './Celebration.tsx';
