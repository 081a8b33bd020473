import type { HTMLAttributes, ReactNode } from 'react';
import { visuallyHidden } from '../../theme/a11y.css.ts';
import { cx } from '../../utils/cx.ts';
import { AudioButton, type AudioButtonProps } from '../AudioButton/AudioButton.tsx';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import * as styles from './ChatBubble.css.ts';
import { splitHighlight } from './highlight.ts';

export const chatAuthors = ['learner', 'tutor'] as const;
export type ChatAuthor = (typeof chatAuthors)[number];

/**
 * The word's playback control: an AudioButton's props but its size and class, which the bubble sets. Named, so
 * the docs show one stable type (an inline Omit<…> prints its keys in the checker's order, which shifts).
 */
interface ChatBubbleAudio extends Omit<AudioButtonProps, 'size' | 'className'> {}

export interface ChatBubbleProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Who wrote the message: `learner` (aligned to the end, accent) or `tutor`. */
  author: ChatAuthor;
  /** The message as plain text; shown unless `body` is given, and always the form read out. */
  text: string;
  /** A word or phrase of `text` to mark (every whole-word occurrence). */
  highlight?: string;
  /** Language of the highlighted word (BCP 47, e.g. "rw"), so screen readers pronounce it correctly. */
  highlightLang?: string;
  /** How to say the word, e.g. "moo-RAH-ho". */
  pronunciation?: string;
  /** From 0 to 1: how sure the answer is. */
  confidence?: number;
  /** Playback control for the word's recording. */
  audio?: ChatBubbleAudio;
  /** Shown when playback failed. */
  audioError?: ReactNode;
  /** The bubble's own words: who spoke (read before the message), the pronunciation's name, the confidence. */
  labels?: Partial<ChatBubbleLabels>;
  /**
   * Rich content shown instead of `text` (e.g. a RichContent of a structured answer: tables, lists, examples);
   * `text` stays the message's plain form.
   */
  body?: ReactNode;
  /** Content under the message, e.g. suggestions or actions. */
  footer?: ReactNode;
}

/** Confidence shown in words and a tone; the number is always printed so colour is not the only cue. */
export function confidenceTone(confidence: number): BadgeTone {
  return confidence >= 0.8 ? 'success' : confidence >= 0.5 ? 'info' : 'warning';
}

const defaultLabels = {
  /** Read before a learner's message. */
  learner: 'You said',
  /** Read before a tutor's message. */
  tutor: 'Tutor said',
  /** Read before the pronunciation. */
  pronunciation: 'Pronunciation',
  /** The confidence badge, from a percentage. */
  confidence: (percent: number) => `Confidence ${percent}%`,
};

// The English defaults, exported so an app translates or adjusts them without copying them.
export type ChatBubbleLabels = typeof defaultLabels;
export { defaultLabels as chatBubbleLabels };

/**
 * One message of a conversation, the learner's or the tutor's: its author in words, the text with highlighted
 * words, and optional pronunciation, confidence, audio and actions.
 */
export function ChatBubble({
  author,
  text,
  highlight,
  highlightLang,
  pronunciation,
  confidence,
  audio,
  audioError,
  labels,
  body,
  footer,
  className,
  ...rest
}: ChatBubbleProps) {
  const words = { ...defaultLabels, ...labels };
  const label = <span className={visuallyHidden}>{`${words[author]}: `}</span>;
  const hasDetails = audio || pronunciation || confidence !== undefined;
  return (
    <div
      data-component="ChatBubble"
      data-author={author}
      data-state={audio?.state}
      className={cx(styles.root({ author }), className)}
      {...rest}
    >
      {body ? (
        <div className={styles.body}>
          {label}
          {body}
        </div>
      ) : (
        <p className={styles.text}>
          {label}
          {splitHighlight(text, highlight).map((segment, i) =>
            segment.isMatch ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reordered
              <mark key={i} lang={highlightLang} className={styles.highlight}>
                {segment.text}
              </mark>
            ) : (
              segment.text
            ),
          )}
        </p>
      )}
      {hasDetails && (
        <div className={styles.details}>
          {audio && <AudioButton {...audio} />}
          {pronunciation && (
            <span className={styles.pronunciation}>
              <span className={visuallyHidden}>{`${words.pronunciation}: `}</span>
              {pronunciation}
            </span>
          )}
          {confidence !== undefined && (
            <Badge size="sm" tone={confidenceTone(confidence)}>
              {words.confidence(Math.round(confidence * 100))}
            </Badge>
          )}
        </div>
      )}
      {audio?.state === 'error' && audioError && (
        <p role="alert" className={styles.error}>
          {audioError}
        </p>
      )}
      {footer}
    </div>
  );
}
