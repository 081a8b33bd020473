import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { Slot, Slottable } from '../../utils/slot.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: `primary` (default, one main action per view) or one of `buttonVariants`. */
  variant?: ButtonVariant;
  /** Height and text size: `md` by default, or one of `buttonSizes`. */
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and ignores clicks; the label stays so the width does not jump. */
  isLoading?: boolean;
  /** A decorative icon before (or after) the label. */
  icon?: ReactNode;
  /** Where `icon` sits: `start` (default) or `end` of the label. */
  iconPosition?: 'start' | 'end';
  /** Stretch to the container's width; false by default. */
  isFullWidth?: boolean;
  /**
   * Style the one child element as the button instead of rendering a `<button>` — a router's link that should look
   * like a button: `<Button asChild><RouterLink to="/quiz">Take Quiz</RouterLink></Button>`. Navigation stays a
   * real link (crawlable, opens in a new tab).
   */
  asChild?: boolean;
}

/**
 * A button in one of four variants and three sizes, with an optional icon and a loading state that keeps its name.
 * With `asChild` your element (a router's link) takes the button's look.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    isLoading = false,
    icon,
    iconPosition = 'start',
    isFullWidth = false,
    disabled,
    type = 'button',
    className,
    children,
    asChild = false,
    ...rest
  },
  ref,
) {
  const glyph = isLoading ? (
    <Spinner size="sm" />
  ) : icon ? (
    <span className={styles.icon} aria-hidden="true">
      {icon}
    </span>
  ) : null;
  const classes = cx(styles.root({ variant, size, isFullWidth }), className);
  if (asChild) {
    // Slot merges these props into its one Slottable child and puts the icon inside it, beside the child's text.
    return (
      <Slot ref={ref} data-component="Button" data-state="idle" className={classes} {...rest}>
        {iconPosition === 'start' && glyph}
        <Slottable>{children}</Slottable>
        {iconPosition === 'end' && glyph}
      </Slot>
    );
  }
  return (
    <button
      ref={ref}
      type={type}
      data-component="Button"
      data-state={isLoading ? 'loading' : disabled ? 'disabled' : 'idle'}
      aria-busy={isLoading || undefined}
      disabled={disabled || isLoading}
      className={classes}
      {...rest}
    >
      {iconPosition === 'start' && glyph}
      {children}
      {iconPosition === 'end' && glyph}
    </button>
  );
});
