import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { visuallyHidden } from '../../theme/a11y.css.ts';
import { cx } from '../../utils/cx.ts';
import { Slot } from '../../utils/slot.tsx';
import * as styles from './Link.css.ts';

export const linkVariants = ['inline', 'standalone', 'muted'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** `inline` (underlined, in running text; default), `standalone` (on its own line) or `muted`. */
  variant?: LinkVariant;
  /** Opens in a new tab, safely, and says so to screen readers. */
  isExternal?: boolean;
  /** Style a router's link instead (e.g. `<Link asChild><RouterLink to="/faq">FAQ</RouterLink></Link>`). */
  asChild?: boolean;
}

/**
 * A link in the theme's colours: underlined inline, or standalone; `isExternal` opens a new tab and says so. With
 * `asChild` your router's link takes its look.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { variant = 'inline', isExternal = false, asChild = false, className, children, ...rest },
  ref,
) {
  const external = isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const Comp = asChild ? Slot : 'a';
  return (
    <Comp
      ref={ref}
      data-component="Link"
      className={cx(styles.root({ variant }), className)}
      {...external}
      {...rest}
    >
      {asChild ? (
        children
      ) : (
        <>
          {children}
          {isExternal && <span className={visuallyHidden}>{' (opens in a new tab)'}</span>}
        </>
      )}
    </Comp>
  );
});
