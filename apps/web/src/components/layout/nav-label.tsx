import { Badge, visuallyHidden } from '@vuga/ui';
import { navWords } from './layout-content.ts';
import type { NavItem } from './nav-items.ts';
import * as styles from './nav-label.css.ts';

/** A tab's label, with the due count on Review: read as "Review 12 due", the count shown, "due" only read. */
export function NavLabel({ item, due }: { item: NavItem; due: number | null }) {
  return (
    <>
      {item.label}
      {item.showsDue && !!due && (
        <>
          {' '}
          <Badge tone="accent" size="sm" className={styles.badge} data-testid="due-badge">
            {due > 99 ? '99+' : due}
          </Badge>
          <span className={visuallyHidden}>{navWords.due}</span>
        </>
      )}
    </>
  );
}
