import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { CloseIcon } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../theme/a11y.css.ts';
import { usePortalContainer } from '../../theme/ThemeProvider.tsx';
import { cx } from '../../utils/cx.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Dialog.css.ts';

export interface DialogProps {
  /** Whether the dialog is open, when the caller controls it; pair with `onOpenChange`. */
  open?: boolean;
  /** Open at first when uncontrolled; false by default. */
  defaultOpen?: boolean;
  /** Called with the new state when the dialog opens or closes (Escape, close button, outside click). */
  onOpenChange?: (open: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** Read when the dialog opens. Set `hideDescription` to keep it for screen readers only. */
  description?: ReactNode;
  /** Keep `description` for screen readers only; false by default. */
  hideDescription?: boolean;
  /** An element that opens the dialog (rendered as is, e.g. a Button). */
  trigger?: ReactNode;
  /** Actions at the bottom, e.g. Cancel (in a `DialogClose`) and a primary Button. */
  footer?: ReactNode;
  /** Maximum width: `sm`, `md` (default) or `lg`. */
  size?: 'sm' | 'md' | 'lg';
  /** The dialog's own words (the close (×) button's accessible name), in English by default. */
  labels?: Partial<DialogLabels>;
  /** Extra class on the dialog's content panel. */
  className?: string;
  children?: ReactNode;
}

const defaultLabels = {
  /** Accessible name of the close (×) button. */
  close: 'Close',
};

// The English defaults, exported so an app translates or adjusts them without copying them.
export type DialogLabels = typeof defaultLabels;
export { defaultLabels as dialogLabels };

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape and the close button dismiss it. On close, focus
 * returns to the trigger, or, for a dialog opened from code (no `trigger`), to the element that had it.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  hideDescription = false,
  trigger,
  footer,
  size = 'md',
  labels,
  className,
  children,
}: DialogProps) {
  const text = { ...defaultLabels, ...labels };
  const container = usePortalContainer();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          data-component="Dialog"
          className={cx(styles.root({ size }), className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger || !opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton label={text.close} icon={<CloseIcon />} size="sm" />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className={hideDescription ? visuallyHidden : styles.description}>
              {description}
            </RadixDialog.Description>
          )}
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog when its child is activated (e.g. a Cancel button). */
export const DialogClose = RadixDialog.Close;
