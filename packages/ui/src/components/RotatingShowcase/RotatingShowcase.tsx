import { type ReactNode, useEffect, useState } from 'react';
import { ChevronDownIcon, PauseIcon, PlayIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import { useReducedMotion } from '../../utils/useReducedMotion.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './RotatingShowcase.css.ts';

export interface ShowcaseItem {
  id: string;
  content: ReactNode;
}

export interface RotatingShowcaseProps {
  /** The slides, shown one at a time in order. */
  items: readonly ShowcaseItem[];
  /** Names the region, e.g. "Vocabulary showcase". */
  label: string;
  /** Time each item stays (e.g. 4 s for words, 6 s for a short chat). */
  intervalMs?: number;
  /** Start rotating on its own (never under reduced motion until the user presses play). */
  autoPlay?: boolean;
  /** Called with the index of the item now shown. */
  onIndexChange?: (index: number) => void;
  /** Accessible names of the pause, play, previous and next buttons, in English by default. */
  labels?: Partial<RotatingShowcaseLabels>;
  /** Extra class on the root element. */
  className?: string;
}

const defaultLabels = {
  pause: 'Pause rotation',
  play: 'Start rotation',
  previous: 'Previous',
  next: 'Next',
};

// The English defaults, exported so an app translates or adjusts them without copying them.
export type RotatingShowcaseLabels = typeof defaultLabels;
export { defaultLabels as rotatingShowcaseLabels };

/**
 * Shows one item at a time and moves on by itself, following the WAI carousel pattern: it pauses while hovered
 * or while focus is inside, has a pause control, and is silent to screen readers while it rotates on its own
 * (announcing the item only when the user moves it).
 */
export function RotatingShowcase({
  items,
  label,
  intervalMs = 4000,
  autoPlay = true,
  onIndexChange,
  labels,
  className,
}: RotatingShowcaseProps) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [isPlaying, setPlaying] = useState(autoPlay);
  const [userStarted, setUserStarted] = useState(false);
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setFocus] = useState(false);
  const text = { ...defaultLabels, ...labels };
  const count = items.length;
  const rotating = isPlaying && (!reducedMotion || userStarted) && !isHovered && !hasFocus && count > 1;

  const go = (next: number) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    onIndexChange?.(wrapped);
  };

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => {
      setIndex((i) => {
        const next = (i + 1) % count;
        onIndexChange?.(next);
        return next;
      });
    }, intervalMs);
    return () => clearInterval(timer);
  }, [rotating, intervalMs, count, onIndexChange]);

  const current = items[Math.min(index, count - 1)];
  const showPlaying = isPlaying && (!reducedMotion || userStarted);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-component="RotatingShowcase"
      data-state={rotating ? 'rotating' : 'paused'}
      className={cx(styles.root(), className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocus(false);
      }}
    >
      <div aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
        {current && (
          // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern names each slide as a group
          <div
            key={current.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            className={styles.slide}
          >
            {current.content}
          </div>
        )}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <IconButton
            size="sm"
            variant="secondary"
            label={showPlaying ? text.pause : text.play}
            icon={showPlaying ? <PauseIcon /> : <PlayIcon />}
            onClick={() => {
              if (showPlaying) setPlaying(false);
              else {
                setPlaying(true);
                setUserStarted(true);
              }
            }}
          />
          <IconButton
            size="sm"
            variant="ghost"
            label={text.previous}
            icon={<ChevronDownIcon style={{ transform: 'rotate(90deg)' }} />}
            onClick={() => go(index - 1)}
          />
          <IconButton
            size="sm"
            variant="ghost"
            label={text.next}
            icon={<ChevronDownIcon style={{ transform: 'rotate(-90deg)' }} />}
            onClick={() => go(index + 1)}
          />
          <span className={styles.position} aria-hidden="true">
            {index + 1} / {count}
          </span>
        </div>
      )}
    </section>
  );
}
