// TileBuilder: build a sentence from word tiles, by pointer or keyboard.
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { tile } from '../../internal/Exercise.css.ts';
import { ExerciseFeedback, ExercisePrompt, exerciseStyles } from '../../internal/Exercise.tsx';
import { visuallyHidden } from '../../theme/a11y.css.ts';
import { cx } from '../../utils/cx.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './TileBuilder.css.ts';

export interface TileBuilderProps {
  /** E.g. "Translate: good morning, friends". */
  prompt: ReactNode;
  /** An optional control beside the prompt, typically an AudioButton. */
  audio?: ReactNode;
  /** The tiles in the order offered (shuffle them, with any distractors, before passing them). */
  tiles: readonly string[];
  /** The right answer as the tiles' texts in order; equal texts are interchangeable. */
  answer: readonly string[];
  /** Called once, when the answer is checked, with the words placed and whether they are right. */
  onAnswer?: (result: { words: string[]; isCorrect: boolean }) => void;
  /** Called by the Continue button after the verdict; without it no Continue button is shown. */
  onContinue?: () => void;
  /** The words of the exercise's own controls and announcements, in English by default. */
  labels?: Partial<typeof defaultLabels>;
  /** Language of the tiles, e.g. "rw". */
  tileLang?: string;
  /** Extra class on the root element. */
  className?: string;
}

const defaultLabels = {
  line: 'Your answer',
  bank: 'Tiles',
  hint: 'Choose tiles in order. Choose a placed tile to take it back; Shift + arrow keys move it.',
  check: 'Check',
  continue: 'Continue',
  correct: 'Correct',
  incorrect: 'Incorrect',
  answerIs: 'The answer is:',
  /** Read after a move or with a placed tile, e.g. "2 of 4". */
  position: (position: number, count: number) => `${position} of ${count}`,
};

// The English defaults, exported so an app translates or adjusts them without copying them.
export type TileBuilderLabels = typeof defaultLabels;
export { defaultLabels as tileBuilderLabels };

export type TileBuilderState = 'empty' | 'building' | 'correct' | 'incorrect';

/** Moves the item at `from` by `delta` places (clamped); returns the same array when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, delta: number): readonly T[] {
  const to = Math.min(items.length - 1, Math.max(0, from + delta));
  if (to === from || from < 0 || from >= items.length) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/**
 * Build a sentence from word tiles. Every tile is a button: in the bank it goes to the end of the answer line,
 * on the line it goes back; Shift + ←/→ move a placed tile. Check compares the words with `answer`.
 */
export function TileBuilder({
  prompt,
  audio,
  tiles,
  answer,
  onAnswer,
  onContinue,
  labels,
  tileLang,
  className,
}: TileBuilderProps) {
  const text = { ...defaultLabels, ...labels };
  const id = useId();
  const hintId = `${id}-hint`;
  // Indices into `tiles`, in answer order.
  const [line, setLine] = useState<readonly number[]>([]);
  const [verdict, setVerdict] = useState<'correct' | 'incorrect' | null>(null);
  const [moveMessage, setMoveMessage] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const checkRef = useRef<HTMLButtonElement>(null);

  // After a tile moves between the bank and the line its button is a new element: focus what the key asked for.
  useLayoutEffect(() => {
    const key = focusNext.current;
    if (!key) return;
    focusNext.current = null;
    if (key === 'check') checkRef.current?.focus();
    else buttons.current.get(key)?.focus();
  });
  useEffect(() => {
    if (verdict) continueRef.current?.focus();
  }, [verdict]);

  const words = line.map((index) => tiles[index]!);
  const state: TileBuilderState = verdict ?? (line.length ? 'building' : 'empty');
  const locked = verdict !== null;
  const inBank = (index: number) => !line.includes(index);

  const place = (index: number) => {
    const next = [...line, index];
    setLine(next);
    const remaining = tiles.map((_, i) => i).filter((i) => !next.includes(i));
    const after = remaining.find((i) => i > index) ?? remaining[0];
    focusNext.current = after === undefined ? 'check' : `bank-${after}`;
  };
  const takeBack = (position: number) => {
    const next = line.filter((_, p) => p !== position);
    setLine(next);
    const neighbour = next[Math.min(position, next.length - 1)];
    focusNext.current = neighbour === undefined ? `bank-${line[position]}` : `line-${neighbour}`;
  };
  const onLineKey = (event: KeyboardEvent, position: number) => {
    if (!event.shiftKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const delta = event.key === 'ArrowLeft' ? -1 : 1;
    const next = moveItem(line, position, delta);
    if (next === line) return;
    setLine(next);
    const index = line[position]!;
    focusNext.current = `line-${index}`;
    setMoveMessage(`${tiles[index]}, ${text.position(next.indexOf(index) + 1, next.length)}`);
  };
  const check = () => {
    if (locked || line.length === 0) return;
    const isCorrect = words.length === answer.length && words.every((word, i) => word === answer[i]);
    setVerdict(isCorrect ? 'correct' : 'incorrect');
    onAnswer?.({ words, isCorrect });
  };
  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <section
      aria-labelledby={id}
      data-component="TileBuilder"
      data-state={state}
      className={cx(styles.root(), className)}
    >
      <ExercisePrompt id={id} prompt={prompt} audio={audio} />
      <p id={hintId} className={styles.hint}>
        {text.hint}
      </p>
      <p id={`${id}-line`} className={styles.lineLabel}>
        {text.line}
      </p>
      <ul aria-labelledby={`${id}-line`} className={styles.line} lang={tileLang}>
        {line.map((index, position) => (
          <li key={index} className={styles.item}>
            <button
              ref={ref(`line-${index}`)}
              type="button"
              className={tile}
              data-state="placed"
              // Visible word first, then its place: "neza, 2 of 4".
              aria-label={`${tiles[index]}, ${text.position(position + 1, line.length)}`}
              aria-describedby={hintId}
              aria-keyshortcuts="Shift+ArrowLeft Shift+ArrowRight"
              aria-disabled={locked || undefined}
              onClick={() => !locked && takeBack(position)}
              onKeyDown={(event) => !locked && onLineKey(event, position)}
            >
              {tiles[index]}
            </button>
          </li>
        ))}
      </ul>
      <ul aria-label={text.bank} className={styles.bank} lang={tileLang}>
        {tiles.map((word, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tiles are identified by position (words can repeat)
          <li key={index} className={styles.item}>
            {inBank(index) ? (
              <button
                ref={ref(`bank-${index}`)}
                type="button"
                className={tile}
                data-state="available"
                aria-disabled={locked || undefined}
                onClick={() => !locked && place(index)}
              >
                {word}
              </button>
            ) : (
              <span className={styles.placeholder} aria-hidden="true">
                {word}
              </span>
            )}
          </li>
        ))}
      </ul>
      <div role="status" aria-live="polite" className={visuallyHidden}>
        {moveMessage}
      </div>
      <ExerciseFeedback verdict={verdict} title={verdict && text[verdict]}>
        {verdict === 'incorrect' && (
          <span>
            {text.answerIs} <strong lang={tileLang}>{answer.join(' ')}</strong>
          </span>
        )}
      </ExerciseFeedback>
      <div className={exerciseStyles.actions}>
        {verdict ? (
          onContinue && (
            <Button ref={continueRef} onClick={onContinue}>
              {text.continue}
            </Button>
          )
        ) : (
          <Button ref={checkRef} onClick={check} disabled={line.length === 0}>
            {text.check}
          </Button>
        )}
      </div>
    </section>
  );
}
