export { Streak, type StreakProps } from './Streak.tsx';
