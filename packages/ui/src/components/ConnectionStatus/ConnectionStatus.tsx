import type { HTMLAttributes } from 'react';
import * as styles from './ConnectionStatus.css.ts';

export const connectionStates = ['checking', 'connected', 'disconnected'] as const;
export type ConnectionState = (typeof connectionStates)[number];

export interface ConnectionStatusProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The connection state, which sets the dot's colour and the label. */
  state: ConnectionState;
  /** Visible labels; defaults are the spec's Active / Disconnected. */
  labels?: Partial<Record<ConnectionState, string>>;
}

const defaultLabels: Record<ConnectionState, string> = {
  checking: 'Checking…',
  connected: 'Active',
  disconnected: 'Disconnected',
};

// The English defaults, exported so an app translates or adjusts them without copying them.
export type ConnectionStatusLabels = typeof defaultLabels;
export { defaultLabels as connectionStatusLabels };

/** A live status pill: screen readers hear when the connection changes. */
export function ConnectionStatus({ state, labels, className, ...rest }: ConnectionStatusProps) {
  const label = { ...defaultLabels, ...labels }[state];
  return (
    <span
      role="status"
      data-component="ConnectionStatus"
      data-state={state}
      className={[styles.root({ state }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
