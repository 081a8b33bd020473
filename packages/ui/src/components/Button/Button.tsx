import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and ignores clicks; the label stays so the width does not jump. */
  isLoading?: boolean;
  /** A decorative icon before (or after) the label. */
  icon?: ReactNode;
  iconPosition?: 'start' | 'end';
  isFullWidth?: boolean;
}

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
  return (
    <button
      ref={ref}
      type={type}
      data-component="Button"
      data-state={isLoading ? 'loading' : disabled ? 'disabled' : 'idle'}
      aria-busy={isLoading || undefined}
      disabled={disabled || isLoading}
      className={cx(styles.root({ variant, size, isFullWidth }), className)}
      {...rest}
    >
      {iconPosition === 'start' && glyph}
      {children}
      {iconPosition === 'end' && glyph}
    </button>
  );
});
