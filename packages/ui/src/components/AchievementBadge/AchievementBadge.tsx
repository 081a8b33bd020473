import type { ReactNode } from 'react';
import { LockIcon, StarIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import * as styles from './AchievementBadge.css.ts';

export interface AchievementBadgeProps {
  /** The achievement's name, shown as the badge's heading. */
  title: ReactNode;
  /** What earns it, shown under the title. */
  description?: ReactNode;
  /** Whether the learner has earned it: unlocked badges are coloured, locked ones muted with a padlock. */
  isUnlocked: boolean;
  /** Icon when unlocked (a star by default); locked ones show a padlock. */
  icon?: ReactNode;
  /** Words read with the state ("Locked" / "Unlocked" in English by default). */
  labels?: Partial<AchievementBadgeLabels>;
  /** Extra class on the root element. */
  className?: string;
}

const defaultLabels = { locked: 'Locked', unlocked: 'Unlocked' };

// The English defaults, exported so an app translates or adjusts them without copying them.
export type AchievementBadgeLabels = typeof defaultLabels;
export { defaultLabels as achievementBadgeLabels };

/** One achievement, locked or unlocked; the state is written out, not only shown by colour and icon. */
export function AchievementBadge({
  title,
  description,
  isUnlocked,
  icon,
  labels,
  className,
}: AchievementBadgeProps) {
  const state = isUnlocked ? 'unlocked' : 'locked';
  const text = { ...defaultLabels, ...labels };
  const statusText = isUnlocked ? text.unlocked : text.locked;
  return (
    <div
      data-component="AchievementBadge"
      data-state={state}
      className={cx(styles.root({ state }), className)}
    >
      <span className={styles.icon({ state })} aria-hidden="true">
        {isUnlocked ? (icon ?? <StarIcon />) : <LockIcon />}
      </span>
      <span className={styles.text}>
        <span className={styles.status}>{statusText}</span>
        <span className={styles.title}>{title}</span>
        {description && <span className={styles.description}>{description}</span>}
      </span>
    </div>
  );
}
