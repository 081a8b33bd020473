import * as RadioGroup from '@radix-ui/react-radio-group';
import { type ReactNode, useId } from 'react';
import { CheckIcon, CloseIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import * as styles from './QuizCard.css.ts';

export interface QuizReveal {
  /** Index of the right option. */
  correctIndex: number;
  explanation?: ReactNode;
}

export interface QuizCardProps {
  /** The question, as the card's heading at `headingLevel`. */
  question: ReactNode;
  /** The answers, shown as radio buttons in this order. */
  options: readonly string[];
  /** Index of the chosen option, or -1 / null when none. */
  value: number | null;
  /** Called with the index of the option the learner picks. */
  onValueChange?: (index: number) => void;
  /** Shows which answer was right (and the chosen one wrong), with the explanation; choices are then locked. */
  reveal?: QuizReveal;
  /** E.g. "Question 3 of 10". */
  progressLabel?: ReactNode;
  /** Words of the verdicts ("Correct", "Incorrect", "Your answer", "Explanation"), English by default. */
  labels?: Partial<QuizCardLabels>;
  /** A control beside the question, such as an AudioButton (outside the heading, so not part of its name). */
  audio?: ReactNode;
  /** Rendered at the end of the card: feedback and actions of an exercise built on the card. */
  children?: ReactNode;
  /** The question's heading level, to fit the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Extra class on the root element. */
  className?: string;
}

export type QuizOptionResult = 'none' | 'correct' | 'incorrect';

/** Result shown on one option: the right answer is always marked, a wrong choice is marked wrong. */
export function optionResult(
  index: number,
  value: number | null,
  reveal: QuizReveal | undefined,
): QuizOptionResult {
  if (!reveal) return 'none';
  if (index === reveal.correctIndex) return 'correct';
  return index === value ? 'incorrect' : 'none';
}

/** The state of the whole card, exposed as `data-state`. */
export function quizCardState(value: number | null, reveal: QuizReveal | undefined) {
  if (reveal) return value === reveal.correctIndex ? 'correct' : 'incorrect';
  return value !== null && value >= 0 ? 'selected' : 'unanswered';
}

const defaultLabels = {
  correct: 'Correct',
  incorrect: 'Incorrect',
  yourAnswer: 'Your answer',
  explanation: 'Explanation',
};

// The English defaults, exported so an app translates or adjusts them without copying them.
export type QuizCardLabels = typeof defaultLabels;
export { defaultLabels as quizCardLabels };

/**
 * One multiple-choice question as a radio group (Radix): arrow keys move and select, Tab leaves the group.
 * After `reveal`, the right and wrong answers are marked in words and colour, and the explanation follows.
 */
export function QuizCard({
  question,
  options,
  value,
  onValueChange,
  reveal,
  progressLabel,
  labels,
  audio,
  children,
  headingLevel = 3,
  className,
}: QuizCardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const text = { ...defaultLabels, ...labels };
  const state = quizCardState(value, reveal);
  return (
    <div data-component="QuizCard" data-state={state} className={cx(styles.root(), className)}>
      {progressLabel && <p className={styles.progress}>{progressLabel}</p>}
      {audio ? (
        <div className={styles.questionRow}>
          {audio}
          <Heading id={id} className={styles.question}>
            {question}
          </Heading>
        </div>
      ) : (
        <Heading id={id} className={styles.question}>
          {question}
        </Heading>
      )}
      <RadioGroup.Root
        aria-labelledby={id}
        className={styles.options}
        value={value !== null && value >= 0 ? String(value) : ''}
        onValueChange={(next) => onValueChange?.(Number(next))}
        disabled={Boolean(reveal)}
      >
        {options.map((option, index) => {
          const result = optionResult(index, value, reveal);
          return (
            <RadioGroup.Item
              // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by position in the quiz data
              key={index}
              value={String(index)}
              className={styles.option({ result })}
              data-result={result}
            >
              <span className={styles.radio} aria-hidden="true">
                <RadioGroup.Indicator className={styles.radioDot} />
              </span>
              <span className={styles.optionText}>{option}</span>
              {result !== 'none' && (
                <span className={styles.verdict({ result })}>
                  {result === 'correct' ? <CheckIcon /> : <CloseIcon />}
                  {result === 'correct' ? text.correct : text.incorrect}
                  {index === value && result === 'correct' ? ` · ${text.yourAnswer}` : ''}
                </span>
              )}
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
      {reveal?.explanation && (
        <p className={styles.explanation}>
          <strong>{text.explanation}: </strong>
          {reveal.explanation}
        </p>
      )}
      {children}
    </div>
  );
}
