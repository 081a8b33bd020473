export { Streak, type StreakLabels, type StreakProps, streakLabels } from './Streak.tsx';
