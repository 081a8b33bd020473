import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { padding, paddingX, paddingY, type Space } from '../../layout/scale.css.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './Box.css.ts';

export const boxBackgrounds = ['surface', 'raised', 'outlined', 'sunken', 'tinted'] as const;
export type BoxBackground = (typeof boxBackgrounds)[number];

// No `className`, as on the other layout primitives: its look is its props; wrap it to style it further.
export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /** The element to render (a section, a list, an article…); a div by default. */
  as?: ElementType;
  /** Padding on every side, a step of the theme's space scale; none by default. */
  padding?: Space;
  /** Left and right padding from the space scale; overrides `padding` on those sides. */
  paddingX?: Space;
  /** Top and bottom padding from the space scale; overrides `padding` on those sides. */
  paddingY?: Space;
  /** A surface colour from the theme (one of `boxBackgrounds`); transparent by default. */
  background?: BoxBackground;
  /** Corner radius from the theme: `none`, `sm`, `md`, `lg` or `full`; square by default. */
  radius?: keyof typeof styles.radius;
  children?: ReactNode;
}

/** A block on the theme's space scale and surfaces: the one place layouts set padding and background. */
export function Box({
  as: Element = 'div',
  padding: all,
  paddingX: x,
  paddingY: y,
  background,
  radius,
  ...rest
}: BoxProps) {
  return (
    <Element
      {...rest}
      data-component="Box"
      className={cx(
        all && padding[all],
        x && paddingX[x],
        y && paddingY[y],
        background && styles.background[background],
        radius && styles.radius[radius],
      )}
    />
  );
}
