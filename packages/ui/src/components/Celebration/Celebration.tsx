import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Celebration.css.ts';

export interface CelebrationProps extends HTMLAttributes<HTMLDivElement> {
  /** Whether to celebrate: the burst plays once each time this turns true (or the element mounts with it). */
  active: boolean;
  /** How many pieces fly out (6–24). */
  pieces?: number;
  children: ReactNode;
}

/**
 * A burst of colour around what was earned (a quiz score, an achievement). The pieces are decoration, hidden
 * from assistive technology: say what happened in the content itself. With reduced motion there is no burst,
 * only a still ring.
 */
export function Celebration({ active, pieces = 14, className, children, ...rest }: CelebrationProps) {
  const count = Math.max(6, Math.min(24, Math.round(pieces)));
  return (
    <div data-component="Celebration" data-active={active} className={cx(styles.root, className)} {...rest}>
      {active && (
        <span className={styles.pieces} aria-hidden="true">
          <span className={styles.ring} />
          {Array.from({ length: count }, (_, i) => {
            // Evenly round the circle, alternately near and far: the same burst every time, no chance.
            const angle = (2 * Math.PI * i) / count;
            const reach = i % 2 === 0 ? 4.5 : 3.25;
            return (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are fixed and never reorder
                key={i}
                className={cx(styles.piece, styles.paints[i % styles.paints.length])}
                style={
                  {
                    [styles.pieceVars.dx]: `${(Math.cos(angle) * reach).toFixed(2)}rem`,
                    [styles.pieceVars.dy]: `${(Math.sin(angle) * reach).toFixed(2)}rem`,
                    [styles.pieceVars.turn]: `${(i * 47) % 360}deg`,
                  } as CSSProperties
                }
              />
            );
          })}
        </span>
      )}
      {children}
    </div>
  );
}
