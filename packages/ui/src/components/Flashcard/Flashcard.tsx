// Flashcard: a review card: front, back and the four grades.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { exerciseStyles } from '../../internal/Exercise.tsx';
import { visuallyHidden } from '../../theme/a11y.css.ts';
import { cx } from '../../utils/cx.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './Flashcard.css.ts';

export const flashcardGrades = ['again', 'hard', 'good', 'easy'] as const;
export type FlashcardGrade = (typeof flashcardGrades)[number];

export interface FlashcardProps {
  /** What the learner sees first, e.g. the word. */
  front: ReactNode;
  /** What the flip reveals, e.g. its meaning. */
  back: ReactNode;
  /** A control on the card, such as an AudioButton for the word's recording. */
  audio?: ReactNode;
  /** Controlled flip state; leave out to let the card keep its own. */
  isFlipped?: boolean;
  /** Called with the new side after each flip. */
  onFlip?: (isFlipped: boolean) => void;
  /** Called with how well the learner knew the card: `again`, `hard`, `good` or `easy`. */
  onGrade: (grade: FlashcardGrade) => void;
  /** A line under each grade, e.g. when the card would come back ("10 min", "4 days"). */
  gradeHints?: Partial<Record<FlashcardGrade, string>>;
  /** The words of the card's own controls (sides, flip, grades), in English by default. */
  labels?: Partial<typeof defaultLabels>;
  /** Languages of the two sides, e.g. "rw" and "en". */
  frontLang?: string;
  /** Language of the back (BCP 47, e.g. "en"). */
  backLang?: string;
  /** Extra class on the root element. */
  className?: string;
}

const defaultLabels = {
  front: 'Question',
  back: 'Answer',
  flip: 'Show answer',
  grades: 'How well did you remember?',
  again: 'Again',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
};

// The English defaults, exported so an app translates or adjusts them without copying them.
export type FlashcardLabels = typeof defaultLabels;
export { defaultLabels as flashcardLabels };

/**
 * A review card: the front, then (Show answer) the back and four grades. On flip, focus moves to the answer so
 * a screen reader reads it; Tab then reaches the grades.
 */
export function Flashcard({
  front,
  back,
  audio,
  isFlipped: flippedProp,
  onFlip,
  onGrade,
  gradeHints,
  labels,
  frontLang,
  backLang,
  className,
}: FlashcardProps) {
  const text = { ...defaultLabels, ...labels };
  const id = useId();
  const [flippedState, setFlippedState] = useState(false);
  const isFlipped = flippedProp ?? flippedState;
  const backRef = useRef<HTMLElement>(null);
  const flippedByUser = useRef(false);
  useEffect(() => {
    if (isFlipped && flippedByUser.current) backRef.current?.focus();
    flippedByUser.current = false;
  }, [isFlipped]);
  const flip = () => {
    flippedByUser.current = true;
    setFlippedState(true);
    onFlip?.(true);
  };
  return (
    <section
      aria-labelledby={`${id}-front`}
      data-component="Flashcard"
      data-state={isFlipped ? 'back' : 'front'}
      className={cx(styles.root(), className)}
    >
      <div className={styles.face}>
        <p id={`${id}-front`} className={styles.sideLabel}>
          {text.front}
        </p>
        <p className={styles.content} lang={frontLang}>
          {front}
        </p>
        {audio}
      </div>
      {isFlipped ? (
        <>
          <section ref={backRef} tabIndex={-1} aria-labelledby={`${id}-back`} className={styles.back}>
            <p id={`${id}-back`} className={styles.sideLabel}>
              {text.back}
            </p>
            <div className={styles.content} lang={backLang}>
              {back}
            </div>
          </section>
          <fieldset className={styles.grades}>
            <legend className={visuallyHidden}>{text.grades}</legend>
            {flashcardGrades.map((grade) => (
              <Button
                key={grade}
                variant={grade === 'good' ? 'primary' : 'secondary'}
                className={styles.gradeButton}
                data-grade={grade}
                onClick={() => onGrade(grade)}
              >
                {text[grade]}
                {gradeHints?.[grade] && (
                  // The space keeps label and hint apart in the button's accessible name.
                  <>
                    {' '}
                    <span className={styles.gradeHint}>{gradeHints[grade]}</span>
                  </>
                )}
              </Button>
            ))}
          </fieldset>
        </>
      ) : (
        <div className={exerciseStyles.actions}>
          <Button isFullWidth onClick={flip}>
            {text.flip}
          </Button>
        </div>
      )}
    </section>
  );
}
