// The frame every empty-state scene is drawn in: inline, so it takes the theme's colours (light, dark or a
// brand's) and costs no request. Decorative: the empty state's heading says what it shows. Each scene is a
// module of its own, so a page ships only the scenes it shows.
import type { ReactNode } from 'react';
import * as styles from '../EmptyState.css.ts';

export const { wash, ink, line, accent } = styles.art;

export function Scene({ children }: { children: ReactNode }) {
  return (
    <svg className={styles.illustration} viewBox="0 0 120 90" aria-hidden="true" focusable="false">
      <ellipse className={wash} cx="60" cy="48" rx="46" ry="36" />
      <path className={line} d="M18 82h84" />
      {children}
    </svg>
  );
}
