// MatchPairs: match pairs between two columns, right pairs locked and wrong ones announced.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { tile } from '../../internal/Exercise.css.ts';
import { ExerciseFeedback, ExercisePrompt, exerciseStyles } from '../../internal/Exercise.tsx';
import { cx } from '../../utils/cx.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './MatchPairs.css.ts';

export interface MatchPair {
  id: string;
  left: string;
  right: string;
}

export interface MatchPairsProps {
  /** The instruction, e.g. "Match the words", as the exercise's heading. */
  prompt: ReactNode;
  /** The pairs to match: each an id and its left and right text. */
  pairs: readonly MatchPair[];
  /** Pair ids in the order of the right column (shuffle them); the left column follows `pairs`. */
  rightOrder?: readonly string[];
  /** Called after every attempt at a pair. */
  onAttempt?: (attempt: { leftId: string; rightId: string; isMatch: boolean }) => void;
  /** Called once every pair is matched, with the number of wrong attempts. */
  onComplete?: (result: { mistakes: number }) => void;
  /** Called by the Continue button once all are matched; without it no Continue button is shown. */
  onContinue?: () => void;
  /** The words of the exercise (column names, announcements, Continue), in English by default. */
  labels?: Partial<typeof defaultLabels>;
  /** Languages of the two columns, e.g. "rw" and "en". */
  leftLang?: string;
  /** Language of the right column (BCP 47, e.g. "en"). */
  rightLang?: string;
  /** Extra class on the root element. */
  className?: string;
}

const defaultLabels = {
  left: 'Words',
  right: 'Meanings',
  matchedTile: 'matched',
  matched: (left: string, right: string) => `Matched: ${left} and ${right}`,
  mismatch: (left: string, right: string) => `${left} and ${right} are not a pair`,
  complete: 'All pairs matched',
  continue: 'Continue',
};

// The English defaults, exported so an app translates or adjusts them without copying them.
export type MatchPairsLabels = typeof defaultLabels;
export { defaultLabels as matchPairsLabels };

type Side = 'left' | 'right';
export type MatchPairsState = 'playing' | 'complete';
export type MatchTileState = 'idle' | 'selected' | 'matched' | 'mismatched';

/** The state of one tile, exposed as its `data-state`. */
export function matchTileState(
  side: Side,
  id: string,
  matched: ReadonlySet<string>,
  selected: { side: Side; id: string } | null,
  mismatch: { left: string; right: string } | null,
): MatchTileState {
  if (matched.has(id)) return 'matched';
  if (selected?.side === side && selected.id === id) return 'selected';
  if (mismatch?.[side] === id) return 'mismatched';
  return 'idle';
}

/**
 * Match pairs between two columns. Choose a tile in one column, then its partner in the other (keyboard: Tab
 * and Enter/Space). A right pair is locked in place; a wrong one is marked until the next choice. Both are said
 * in the message line, which screen readers read as it changes.
 */
export function MatchPairs({
  prompt,
  pairs,
  rightOrder,
  onAttempt,
  onComplete,
  onContinue,
  labels,
  leftLang,
  rightLang,
  className,
}: MatchPairsProps) {
  const text = { ...defaultLabels, ...labels };
  const id = useId();
  const byId = new Map(pairs.map((pair) => [pair.id, pair]));
  const right = (rightOrder ?? pairs.map((pair) => pair.id)).flatMap((pairId) => byId.get(pairId) ?? []);
  const [selected, setSelected] = useState<{ side: Side; id: string } | null>(null);
  const [matched, setMatched] = useState<ReadonlySet<string>>(new Set());
  const [mismatch, setMismatch] = useState<{ left: string; right: string } | null>(null);
  const [mistakes, setMistakes] = useState(0);
  const [message, setMessage] = useState('');
  const continueRef = useRef<HTMLButtonElement>(null);
  const complete = pairs.length > 0 && matched.size === pairs.length;
  useEffect(() => {
    if (complete) continueRef.current?.focus();
  }, [complete]);

  const choose = (side: Side, pairId: string) => {
    if (matched.has(pairId) || complete) return;
    setMismatch(null);
    if (!selected || selected.side === side) {
      setSelected(selected?.side === side && selected.id === pairId ? null : { side, id: pairId });
      return;
    }
    const leftId = side === 'left' ? pairId : selected.id;
    const rightId = side === 'right' ? pairId : selected.id;
    const leftText = byId.get(leftId)!.left;
    const rightText = byId.get(rightId)!.right;
    setSelected(null);
    const isMatch = leftId === rightId;
    onAttempt?.({ leftId, rightId, isMatch });
    if (isMatch) {
      const next = new Set(matched).add(leftId);
      setMatched(next);
      setMessage(text.matched(leftText, rightText));
      if (next.size === pairs.length) onComplete?.({ mistakes });
    } else {
      setMistakes(mistakes + 1);
      setMismatch({ left: leftId, right: rightId });
      setMessage(text.mismatch(leftText, rightText));
    }
  };

  const column = (side: Side, items: readonly MatchPair[], lang: string | undefined) => (
    <div>
      <p id={`${id}-${side}`} className={styles.columnLabel}>
        {text[side]}
      </p>
      <ul aria-labelledby={`${id}-${side}`} className={styles.column} lang={lang}>
        {items.map((pair) => {
          const state = matchTileState(side, pair.id, matched, selected, mismatch);
          return (
            <li key={pair.id} className={styles.item}>
              <button
                type="button"
                className={tile}
                data-state={state}
                aria-pressed={state === 'selected'}
                aria-disabled={state === 'matched' || undefined}
                aria-label={state === 'matched' ? `${pair[side]}, ${text.matchedTile}` : undefined}
                onClick={() => choose(side, pair.id)}
              >
                {pair[side]}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );

  return (
    <section
      aria-labelledby={id}
      data-component="MatchPairs"
      data-state={complete ? 'complete' : 'playing'}
      className={cx(styles.root(), className)}
    >
      <ExercisePrompt id={id} prompt={prompt} />
      <div className={styles.columns}>
        {column('left', pairs, leftLang)}
        {column('right', right, rightLang)}
      </div>
      <p role="status" aria-live="polite" className={styles.message}>
        {complete ? '' : message}
      </p>
      <ExerciseFeedback verdict={complete ? 'correct' : null} title={complete && text.complete} />
      {complete && onContinue && (
        <div className={exerciseStyles.actions}>
          <Button ref={continueRef} onClick={onContinue}>
            {text.continue}
          </Button>
        </div>
      )}
    </section>
  );
}
