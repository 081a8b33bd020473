export {
  AchievementBadge,
  type AchievementBadgeLabels,
  type AchievementBadgeProps,
  achievementBadgeLabels,
} from './AchievementBadge.tsx';
