import { forwardRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import * as styles from './IconButton.css.ts';

export interface IconButtonProps
  extends Omit<ButtonProps, 'children' | 'icon' | 'iconPosition' | 'isFullWidth' | 'aria-label'> {
  /** The accessible name (required: an icon alone says nothing to a screen reader). Also shown as a tooltip. */
  label: string;
  /** The icon shown; decorative, since `label` names the button. */
  icon: ReactNode;
}

/** A square button showing only an icon; `label` is its accessible name and its tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, size = 'md', variant = 'ghost', className, title, ...rest },
  ref,
) {
  return (
    <Button
      ref={ref}
      aria-label={label}
      title={title ?? label}
      icon={icon}
      size={size}
      variant={variant}
      data-component="IconButton"
      className={cx(styles.root({ size }), className)}
      {...rest}
    />
  );
});
