import type { HTMLAttributes, ReactNode } from 'react';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Banner.css.ts';

export const bannerTones = ['info', 'success', 'warning', 'critical'] as const;
export type BannerTone = (typeof bannerTones)[number];

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Colour, icon and role: `info` (default) and `success` are a status, `warning` and `critical` an alert. */
  tone?: BannerTone;
  /** A bold first line; the children follow as the message. */
  title?: ReactNode;
  /** A control such as a Retry button. */
  action?: ReactNode;
  /** Shows a close button when given. */
  onDismiss?: () => void;
  /** The banner's own words (the close button's accessible name), in English by default. */
  labels?: Partial<BannerLabels>;
}

const defaultLabels = {
  /** Accessible name of the close button. */
  dismiss: 'Dismiss',
};

// The English defaults, exported so an app translates or adjusts them without copying them.
export type BannerLabels = typeof defaultLabels;
export { defaultLabels as bannerLabels };

const icons = { info: InfoIcon, success: CheckIcon, warning: AlertIcon, critical: AlertIcon };

/**
 * A page-level message. Warning and critical banners are alerts (read at once); info and success are polite
 * status messages.
 */
export function Banner({
  tone = 'info',
  title,
  action,
  onDismiss,
  labels,
  className,
  children,
  ...rest
}: BannerProps) {
  const text = { ...defaultLabels, ...labels };
  const Icon = icons[tone];
  const urgent = tone === 'warning' || tone === 'critical';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-component="Banner"
      data-tone={tone}
      className={cx(styles.root({ tone }), className)}
      {...rest}
    >
      <span className={styles.icon({ tone })}>
        <Icon />
      </span>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.message}>{children}</div>}
      </div>
      {(action || onDismiss) && (
        <div className={styles.actions}>
          {action}
          {onDismiss && (
            <IconButton size="sm" label={text.dismiss} icon={<CloseIcon />} onClick={onDismiss} />
          )}
        </div>
      )}
    </div>
  );
}
