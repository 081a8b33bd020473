import type { ReactNode } from 'react';
import { LockIcon, StarIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import * as styles from './AchievementBadge.css.ts';

export interface AchievementBadgeProps {
  title: ReactNode;
  description?: ReactNode;
  isUnlocked: boolean;
  /** Icon when unlocked (a star by default); locked ones show a padlock. */
  icon?: ReactNode;
  labels?: { locked?: string; unlocked?: string };
  className?: string;
}

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
  const statusText = isUnlocked ? (labels?.unlocked ?? 'Unlocked') : (labels?.locked ?? 'Locked');
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
