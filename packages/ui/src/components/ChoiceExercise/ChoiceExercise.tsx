// ChoiceExercise: a choice exercise (choose the meaning, listen and choose) on QuizCard, with its verdict.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ExerciseFeedback, exerciseStyles } from '../../internal/Exercise.tsx';
import { cx } from '../../utils/cx.ts';
import { Button } from '../Button/Button.tsx';
import { QuizCard } from '../QuizCard/QuizCard.tsx';
import * as styles from './ChoiceExercise.css.ts';

export interface ChoiceExerciseProps {
  /** The question, e.g. "What does this mean?" or "Which word do you hear?". */
  prompt: ReactNode;
  /** An optional control beside the prompt, typically an AudioButton for listen-and-choose. */
  audio?: ReactNode;
  /** The answers to choose from, in the order shown. */
  options: readonly string[];
  /** Index in `options` of the right answer (from 0). */
  correctIndex: number;
  /** Called once, when the answer is checked. */
  onAnswer?: (result: { index: number; isCorrect: boolean }) => void;
  /** Called by the Continue button after the verdict; without it no Continue button is shown. */
  onContinue?: () => void;
  /** Shown with the verdict, e.g. an example sentence. */
  explanation?: ReactNode;
  /** E.g. "3 of 8". */
  progressLabel?: ReactNode;
  /** The words of the exercise's own controls and verdicts (generic English by default). */
  labels?: Partial<typeof defaultLabels>;
  /** The question's heading level, to fit the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Extra class on the root element. */
  className?: string;
}

const defaultLabels = {
  check: 'Check',
  continue: 'Continue',
  correct: 'Correct',
  incorrect: 'Incorrect',
  answerIs: 'The answer is:',
  yourAnswer: 'Your answer',
  explanation: 'Note',
};

// The English defaults, exported so an app translates or adjusts them without copying them.
export type ChoiceExerciseLabels = typeof defaultLabels;
export { defaultLabels as choiceExerciseLabels };

export type ChoiceExerciseState = 'unanswered' | 'selected' | 'correct' | 'incorrect';

/** The state exposed as `data-state`. */
export function choiceExerciseState(value: number | null, correctIndex: number, checked: boolean) {
  if (checked) return value === correctIndex ? 'correct' : 'incorrect';
  return value === null ? 'unanswered' : 'selected';
}

/**
 * Choose one answer (choose the meaning, listen and choose) on a QuizCard: the options are a radio group (arrow
 * keys move), Check judges at once, marks the right and the wrong option and reads the verdict to screen readers.
 */
export function ChoiceExercise({
  prompt,
  audio,
  options,
  correctIndex,
  onAnswer,
  onContinue,
  explanation,
  progressLabel,
  labels,
  headingLevel,
  className,
}: ChoiceExerciseProps) {
  const text = { ...defaultLabels, ...labels };
  const [value, setValue] = useState<number | null>(null);
  const [checked, setChecked] = useState(false);
  const continueRef = useRef<HTMLButtonElement>(null);
  // The Check button goes away with the verdict: focus moves on to Continue rather than to the page.
  useEffect(() => {
    if (checked) continueRef.current?.focus();
  }, [checked]);
  const state = choiceExerciseState(value, correctIndex, checked);
  const verdict = state === 'correct' ? 'correct' : state === 'incorrect' ? 'incorrect' : null;
  const check = () => {
    if (value === null || checked) return;
    setChecked(true);
    onAnswer?.({ index: value, isCorrect: value === correctIndex });
  };
  return (
    <div data-component="ChoiceExercise" data-state={state} className={cx(styles.root(), className)}>
      <QuizCard
        question={prompt}
        audio={audio}
        progressLabel={progressLabel}
        options={options}
        value={value}
        onValueChange={setValue}
        reveal={checked ? { correctIndex, explanation } : undefined}
        {...(headingLevel ? { headingLevel } : {})}
        labels={{
          correct: text.correct,
          incorrect: text.incorrect,
          yourAnswer: text.yourAnswer,
          explanation: text.explanation,
        }}
      >
        <ExerciseFeedback verdict={verdict} title={verdict && text[verdict]}>
          {verdict === 'incorrect' && (
            <span>
              {text.answerIs} <strong>{options[correctIndex]}</strong>
            </span>
          )}
        </ExerciseFeedback>
        <div className={exerciseStyles.actions}>
          {checked ? (
            onContinue && (
              <Button ref={continueRef} onClick={onContinue}>
                {text.continue}
              </Button>
            )
          ) : (
            <Button onClick={check} disabled={value === null}>
              {text.check}
            </Button>
          )}
        </div>
      </QuizCard>
    </div>
  );
}
