// TypeAnswer: type the answer, judged by the caller, with a "nearly" verdict that shows the difference.
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ExerciseFeedback, ExercisePrompt, exerciseStyles } from '../../internal/Exercise.tsx';
import { cx } from '../../utils/cx.ts';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './TypeAnswer.css.ts';

/** A run of the difference between the typed text and the answer. */
export interface TypeAnswerDiffSegment {
  kind: 'same' | 'extra' | 'missing';
  text: string;
}

export const typeAnswerVerdicts = ['exact', 'nearly', 'wrong'] as const;
export type TypeAnswerVerdict = (typeof typeAnswerVerdicts)[number];

/** What the caller's check returns: the verdict, the answer to show, and for "nearly" how the two differ. */
export interface TypeAnswerResult {
  verdict: TypeAnswerVerdict;
  expected: string;
  diff?: readonly TypeAnswerDiffSegment[];
}

export interface TypeAnswerProps {
  /** What to write, e.g. "Write in Kinyarwanda: thank you". */
  prompt: ReactNode;
  /** An optional control beside the prompt, such as an AudioButton. */
  audio?: ReactNode;
  /** The comparison, owned by the caller (the kit knows no language): typed text in, verdict out. */
  onCheck: (typed: string) => TypeAnswerResult;
  /** Called once with the typed text and its result when the answer is checked. */
  onAnswer?: (typed: string, result: TypeAnswerResult) => void;
  /** Called by the Continue button after the verdict; without it no Continue button is shown. */
  onContinue?: () => void;
  /** The words of the exercise's own controls and verdicts, in English by default. */
  labels?: Partial<typeof defaultLabels>;
  /** Passed to the input, e.g. the answer language ("rw") so screen readers and spell checkers follow it. */
  inputLang?: string;
  /** Extra class on the root element. */
  className?: string;
}

const defaultLabels = {
  input: 'Your answer',
  check: 'Check',
  continue: 'Continue',
  exact: 'Correct',
  nearly: 'Nearly',
  wrong: 'Incorrect',
  answerIs: 'The answer is:',
  difference: 'Difference:',
  empty: 'Type an answer first',
};

// The English defaults, exported so an app translates or adjusts them without copying them.
export type TypeAnswerLabels = typeof defaultLabels;
export { defaultLabels as typeAnswerLabels };

export type TypeAnswerState = 'empty' | 'typing' | TypeAnswerVerdict;

const tone = { exact: 'correct', nearly: 'nearly', wrong: 'incorrect' } as const;

/**
 * Type the answer. Enter or Check asks the caller's `onCheck` for a verdict; a "nearly" answer shows, letter by
 * letter, what was typed in excess (struck out) and what was missing (underlined), and every verdict is read to
 * screen readers with the right answer.
 */
export function TypeAnswer({
  prompt,
  audio,
  onCheck,
  onAnswer,
  onContinue,
  labels,
  inputLang,
  className,
}: TypeAnswerProps) {
  const text = { ...defaultLabels, ...labels };
  const id = useId();
  const [typed, setTyped] = useState('');
  const [result, setResult] = useState<TypeAnswerResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (result) continueRef.current?.focus();
  }, [result]);
  const state: TypeAnswerState = result ? result.verdict : typed.trim() ? 'typing' : 'empty';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (result) return;
    if (!typed.trim()) {
      setError(text.empty);
      return;
    }
    const next = onCheck(typed);
    setResult(next);
    onAnswer?.(typed, next);
  };
  return (
    <section
      aria-labelledby={id}
      data-component="TypeAnswer"
      data-state={state}
      className={cx(styles.root(), className)}
    >
      <ExercisePrompt id={id} prompt={prompt} audio={audio} />
      <form onSubmit={submit} noValidate className={exerciseStyles.form}>
        <TextField
          label={text.input}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          readOnly={Boolean(result)}
          error={error ?? undefined}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          lang={inputLang}
        />
        <ExerciseFeedback verdict={result && tone[result.verdict]} title={result && text[result.verdict]}>
          {result && result.verdict !== 'exact' && (
            <span>
              {text.answerIs} <strong lang={inputLang}>{result.expected}</strong>
            </span>
          )}
          {result?.verdict === 'nearly' && result.diff && (
            // Shown, not read: the line above already says the answer, and struck letters read badly.
            <span aria-hidden="true">
              {text.difference}{' '}
              <span className={styles.diff}>
                {result.diff.map((segment, index) => (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: segments are identified by position
                    key={index}
                    data-kind={segment.kind}
                    className={styles.segment({ kind: segment.kind })}
                  >
                    {segment.text}
                  </span>
                ))}
              </span>
            </span>
          )}
        </ExerciseFeedback>
        <div className={exerciseStyles.actions}>
          {result ? (
            onContinue && (
              <Button ref={continueRef} onClick={onContinue}>
                {text.continue}
              </Button>
            )
          ) : (
            <Button type="submit">{text.check}</Button>
          )}
        </div>
      </form>
    </section>
  );
}
