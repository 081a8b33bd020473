// The kit's layout primitives take no className (their look is their props, as in Braid). Where the app styles a
// region a Stack lays out — a page's width, a panel's surface, a place in a grid — the class goes on an element of
// its own around the Stack. This is that element and its Stack in one tag, so a call site reads as before.
import { Stack, type StackProps } from '@vuga/ui';
import type { ElementType, HTMLAttributes } from 'react';

interface StackRegionProps extends HTMLAttributes<HTMLElement> {
  /** The region's element (a section, an aside, a blockquote…); a div by default. */
  as?: ElementType;
  /** The app's class for the region. */
  className: string;
  /** The gap between the children. */
  space: StackProps['space'];
  /** The children's horizontal alignment. */
  align?: StackProps['align'];
  /** The Stack's own element inside the region, e.g. `ul` for a list. */
  stackAs?: ElementType;
}

/** An element with the app's class around a Stack of the children. */
export function StackRegion({
  as: Element = 'div',
  className,
  space,
  align,
  stackAs,
  children,
  ...rest
}: StackRegionProps) {
  return (
    <Element className={className} {...rest}>
      <Stack space={space} align={align} as={stackAs}>
        {children}
      </Stack>
    </Element>
  );
}
