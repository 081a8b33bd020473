import { useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../theme/a11y.css.ts';
import { cx } from '../../utils/cx.ts';
import { describeDuration, formatClock, passedMoment } from './clock.ts';
import * as styles from './Timer.css.ts';

export interface TimerProps {
  /** Where the countdown starts. Change the component's `key` to restart it. */
  durationSeconds: number;
  /** Counting down; false pauses it. True by default. */
  isRunning?: boolean;
  /** Called once when the countdown reaches zero. */
  onExpire?: () => void;
  /** Called every second with the seconds left. */
  onTick?: (remainingSeconds: number) => void;
  /**
   * At or below this many seconds the timer turns to its warning style. By default the last quarter of the
   * duration, and at least the last 10 s (a 1-minute timer warns at 0:15, a 10-minute one at 2:30).
   */
  warningAt?: number;
  /** Remaining times at which screen readers are told (besides the end). */
  announceAt?: readonly number[];
  /** Every word of the timer (its name and its announcements), in English by default. */
  labels?: Partial<TimerLabels>;
  /** Show the name (`labels.timeRemaining`) beside the time, not only to screen readers; false by default. */
  showLabel?: boolean;
  /** Extra class on the root element. */
  className?: string;
}

/** The default warningAt: the last quarter of the duration, at least 10 s. */
export const defaultWarningAt = (durationSeconds: number) => Math.max(10, Math.ceil(durationSeconds / 4));

const defaultLabels = {
  /** The timer's accessible name. */
  timeRemaining: 'Time remaining',
  /** Announced when the countdown reaches zero. */
  timeUp: 'Time is up',
  /** Announced at each moment of `announceAt`, given the seconds left. */
  remaining: (remainingSeconds: number) => `${describeDuration(remainingSeconds)} remaining`,
};

// The English defaults, exported so an app translates or adjusts them without copying them.
export type TimerLabels = typeof defaultLabels;
export { defaultLabels as timerLabels };

/** A countdown shown as m:ss that keeps time from the clock (not from counting ticks), so it does not drift. */
export function Timer({
  durationSeconds,
  isRunning = true,
  onExpire,
  onTick,
  warningAt = defaultWarningAt(durationSeconds),
  announceAt = [300, warningAt, 30, 10],
  labels,
  showLabel = false,
  className,
}: TimerProps) {
  const id = useId();
  const [remaining, setRemaining] = useState(Math.max(0, Math.ceil(durationSeconds)));
  const [announcement, setAnnouncement] = useState('');
  const current = useRef(remaining);
  const words = { ...defaultLabels, ...labels };
  const callbacks = useRef({ onExpire, onTick, words, announceAt });
  callbacks.current = { onExpire, onTick, words, announceAt };

  useEffect(() => {
    if (!isRunning || current.current <= 0) return;
    const deadline = Date.now() + current.current * 1000;
    const interval = setInterval(() => {
      const next = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      const previous = current.current;
      if (next === previous) return;
      current.current = next;
      setRemaining(next);
      const { onExpire, onTick, words, announceAt } = callbacks.current;
      onTick?.(next);
      const moment = passedMoment(previous, next, announceAt);
      if (moment !== null) setAnnouncement(moment === 0 ? words.timeUp : words.remaining(next));
      if (next === 0) {
        clearInterval(interval);
        onExpire?.();
      }
    }, 200);
    return () => clearInterval(interval);
  }, [isRunning]);

  const state =
    remaining === 0 ? 'expired' : remaining <= warningAt ? 'warning' : isRunning ? 'running' : 'paused';
  return (
    <div data-component="Timer" data-state={state} className={cx(styles.root({ state }), className)}>
      <span id={id} className={showLabel ? styles.label : visuallyHidden}>
        {words.timeRemaining}
      </span>
      <span role="timer" aria-labelledby={id} className={styles.clock}>
        {formatClock(remaining)}
      </span>
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </div>
  );
}
