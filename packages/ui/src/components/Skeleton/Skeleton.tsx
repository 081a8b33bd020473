import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Skeleton.css.ts';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** `text` (a line of text's height; default), `rect` or `circle`. */
  shape?: SkeletonShape;
  /** CSS width: a number is pixels, a string any CSS length (e.g. "60%"); the container's by default. */
  width?: CSSProperties['width'];
  /** CSS height: a number is pixels, a string any CSS length; the shape's own by default. */
  height?: CSSProperties['height'];
}

/** A placeholder while content loads. Decorative: pair it with a labelled Spinner or `aria-busy` on the region. */
export function Skeleton({ shape = 'text', width, height, className, style, ...rest }: SkeletonProps) {
  return (
    <span
      data-component="Skeleton"
      data-shape={shape}
      aria-hidden="true"
      className={cx(styles.root({ shape }), className)}
      style={{ width, height: height ?? (shape === 'circle' ? width : undefined), ...style }}
      {...rest}
    />
  );
}
