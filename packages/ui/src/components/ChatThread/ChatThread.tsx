import { type HTMLAttributes, type ReactNode, useLayoutEffect, useRef } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './ChatThread.css.ts';

export interface ChatThreadProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'aria-label'> {
  /** Names the conversation for screen readers, e.g. "Conversation". */
  label: string;
  /** The smallest height of the scroll box (any CSS length); it grows with its messages up to `maxHeight`. */
  minHeight?: string;
  /** The largest height of the scroll box (any CSS length); past it, the messages scroll. */
  maxHeight?: string;
  /** The messages, oldest first: `ChatBubble`s, a `TypingIndicator`… */
  children?: ReactNode;
}

/** How close to the end (px) still counts as reading the latest message. */
const nearEnd = 48;

/**
 * A conversation's scrolling log of messages: a `log` live region (new messages are read out politely), named by
 * `label`, reachable with the keyboard to scroll it. It follows new messages while the reader is at the end, and
 * leaves the scroll where it is while they read back up.
 */
export function ChatThread({
  label,
  minHeight = '16rem',
  maxHeight = '60vh',
  className,
  style,
  onScroll,
  children,
  ...rest
}: ChatThreadProps) {
  const ref = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);

  // After every render that may have added a message, before it is painted.
  useLayoutEffect(() => {
    const log = ref.current;
    if (log && atEnd.current) log.scrollTop = log.scrollHeight;
  });

  return (
    <div
      ref={ref}
      data-component="ChatThread"
      role="log"
      aria-live="polite"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable with the keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={cx(styles.root(), className)}
      style={{ minHeight, maxHeight, ...style }}
      onScroll={(event) => {
        const log = event.currentTarget;
        atEnd.current = log.scrollHeight - log.scrollTop - log.clientHeight <= nearEnd;
        onScroll?.(event);
      }}
      {...rest}
    >
      {children}
    </div>
  );
}
