export { AchievementBadge, type AchievementBadgeProps } from './AchievementBadge.tsx';
