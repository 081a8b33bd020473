// Parts shared by the exercise components: the prompt with its optional audio control, and the feedback region
// that shows the verdict and reads it to screen readers.
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../components/Button/Button.tsx';
import { AlertIcon, CheckIcon, CloseIcon } from '../icons/icons.tsx';
import * as styles from './Exercise.css.ts';

/** How an answer was judged; "nearly" is a right answer with a slip (a typo, a missing letter). */
export type ExerciseVerdict = 'correct' | 'nearly' | 'incorrect';

export function ExercisePrompt({ id, prompt, audio }: { id: string; prompt: ReactNode; audio?: ReactNode }) {
  return (
    <div className={styles.promptRow}>
      {audio}
      <h3 id={id} className={styles.prompt}>
        {prompt}
      </h3>
    </div>
  );
}

const icons = { correct: CheckIcon, nearly: AlertIcon, incorrect: CloseIcon };

/**
 * A polite live region present from the first render (screen readers ignore regions that appear with their
 * text), filled with the verdict and its detail once the answer is checked.
 */
export function ExerciseFeedback({
  verdict,
  title,
  children,
}: {
  verdict: ExerciseVerdict | null;
  title?: ReactNode;
  children?: ReactNode;
}) {
  const Icon = verdict ? icons[verdict] : null;
  return (
    <div role="status" aria-live="polite" className={styles.feedback({ tone: verdict ?? 'none' })}>
      {verdict && (
        <>
          <span className={styles.verdict({ tone: verdict })}>
            {Icon && <Icon />}
            {title}
          </span>
          {children}
        </>
      )}
    </div>
  );
}

/** The Continue button under the verdict, focused as it appears so the keyboard carries on from it. */
export function ExerciseContinue({ onContinue, children }: { onContinue: () => void; children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className={styles.actions}>
      <Button ref={ref} onClick={onContinue}>
        {children}
      </Button>
    </div>
  );
}

export { styles as exerciseStyles };
