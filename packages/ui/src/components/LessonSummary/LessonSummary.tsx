// LessonSummary: the end-of-lesson screen — how many answers were right, how long it took, the words met and the
// streak, with a celebration for a lesson worth one and a slot for the app's buttons.
import { type ReactNode, type Ref, useId } from 'react';
import { cx } from '../../utils/cx.ts';
import { Celebration } from '../Celebration/Celebration.tsx';
import { StatCard } from '../StatCard/StatCard.tsx';
import * as styles from './LessonSummary.css.ts';

/** A word met in the lesson and what it means. */
export interface LessonSummaryWord {
  text: string;
  gloss: string;
}

export interface LessonSummaryProps {
  /** Answers that were right. */
  correct: number;
  /** Answers given; with none, no accuracy is shown (and nothing is divided by zero). */
  total: number;
  /** How long the lesson took, in milliseconds. */
  durationMs: number;
  /** The words learned, shown compactly with their meaning and counted; leave out to show neither. */
  words?: readonly LessonSummaryWord[];
  /** The language of the words (e.g. "rw"), so screen readers pronounce them as such. */
  wordsLang?: string;
  /** Days in a row with practice, today included; leave out to show no streak. */
  streak?: number;
  /** Celebrate the headline figure (a burst once, a still ring with reduced motion). The app decides when. */
  celebrate?: boolean;
  /** The app's buttons, e.g. "Next lesson" and "Review mistakes". */
  actions?: ReactNode;
  /** The heading, in place of the "Lesson complete" label. */
  heading?: ReactNode;
  /** The heading's level, to fit the page's outline (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** A ref to the heading, which can then take focus (the app moves focus there when the lesson ends). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Every word and number format the learner sees, in English by default. */
  labels?: Partial<typeof defaultLabels>;
  /** Extra class on the root element. */
  className?: string;
}

const defaultLabels = {
  heading: 'Lesson complete',
  accuracyLabel: 'Accuracy',
  /** The headline figure: a whole percentage. */
  accuracy: (percent: number) => `${percent}%`,
  /** Under the headline figure. */
  score: (correct: number, total: number) => `${correct} of ${total} right`,
  /** In place of the figure when no answer was given. */
  noAnswers: 'No answers to score',
  timeLabel: 'Time',
  /** Each number keeps its unit (no-break spaces): a narrow card breaks only between minutes and seconds. */
  time: (minutes: number, seconds: number) =>
    minutes > 0 ? `${minutes}\u00a0min ${String(seconds).padStart(2, '0')}\u00a0s` : `${seconds}\u00a0s`,
  wordsLabel: 'Words learned',
  wordCount: (count: number) => String(count),
  streakLabel: 'Streak',
  streak: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
};

/** The words and formats of LessonSummary, for apps that translate them. */
export type LessonSummaryLabels = typeof defaultLabels;
export { defaultLabels as lessonSummaryLabels };

/**
 * The share of right answers as a whole percentage that never overstates or hides: 100 only when every answer
 * was right, at least 1 when any was; null when there were no answers.
 */
export function accuracyPercent(correct: number, total: number): number | null {
  if (!(total > 0)) return null;
  const right = Math.min(Math.max(0, correct), total);
  if (right === total) return 100;
  if (right === 0) return 0;
  return Math.min(99, Math.max(1, Math.round((right / total) * 100)));
}

/** A duration in whole minutes and seconds (rounded to the second, never negative). */
export function minutesAndSeconds(durationMs: number): [minutes: number, seconds: number] {
  const total = Math.max(0, Math.round(durationMs / 1000)) || 0;
  return [Math.floor(total / 60), total % 60];
}

/**
 * The end of a lesson: the share of right answers as the headline (celebrated when `celebrate`), the time taken,
 * the words learned with their meanings, the streak, and the app's next steps. Every word comes from `labels`,
 * and the figures are formatted by its functions, so any language can phrase its plurals.
 */
export function LessonSummary({
  correct,
  total,
  durationMs,
  words,
  wordsLang,
  streak,
  celebrate = false,
  actions,
  heading,
  headingLevel = 2,
  headingRef,
  labels,
  className,
}: LessonSummaryProps) {
  const text = { ...defaultLabels, ...labels };
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const percent = accuracyPercent(correct, total);
  const right = Math.min(Math.max(0, correct), Math.max(0, total));
  return (
    <section
      aria-labelledby={id}
      data-component="LessonSummary"
      data-state={celebrate ? 'celebrating' : 'done'}
      className={cx(styles.root(), className)}
    >
      <Heading id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.heading}>
        {heading ?? text.heading}
      </Heading>
      <Celebration active={celebrate} className={styles.headline}>
        <p className={styles.figure}>
          <span className={styles.figureLabel}>{text.accuracyLabel}</span>
          {percent === null ? (
            <span className={styles.score}>{text.noAnswers}</span>
          ) : (
            <>
              <span className={styles.percent}>{text.accuracy(percent)}</span>
              <span className={styles.score}>{text.score(right, total)}</span>
            </>
          )}
        </p>
      </Celebration>
      <div className={styles.stats}>
        <StatCard label={text.timeLabel} value={text.time(...minutesAndSeconds(durationMs))} />
        {words && <StatCard label={text.wordsLabel} value={text.wordCount(words.length)} tone="success" />}
        {streak !== undefined && (
          <StatCard
            label={text.streakLabel}
            value={text.streak(Math.max(0, Math.floor(streak)))}
            tone="warning"
          />
        )}
      </div>
      {words && words.length > 0 && (
        <ul className={styles.words} aria-label={text.wordsLabel}>
          {words.map((word) => (
            <li key={`${word.text}\u0000${word.gloss}`} className={styles.word}>
              <span lang={wordsLang} className={styles.wordText}>
                {word.text}
              </span>{' '}
              <span className={styles.gloss}>{word.gloss}</span>
            </li>
          ))}
        </ul>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
