import { Announcer, Banner, Button } from '@vuga/ui';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StackRegion } from '../../../components/stack-region.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { kitLabels } from '../../../lib/kit-labels.ts';
import { useGenerateQuiz } from '../api/generate-quiz.ts';
import { useSubmitQuiz } from '../api/submit-quiz.ts';
import { quizWords } from '../quiz-content.ts';
import { generateErrorMessage, submitErrorMessage } from '../quiz-errors.ts';
import {
  type QuizSettings,
  quizDurationSeconds,
  quizReducer,
  quizStateWithCategory,
  secondsTaken,
} from '../quiz-state.ts';
import * as styles from './quiz.css.ts';
import { QuizResults } from './quiz-results.tsx';
import { QuizSetup } from './quiz-setup.tsx';
import { QuizTaking } from './quiz-taking.tsx';

export function QuizScreen() {
  const { user } = useAuth();
  // A link may choose the category (/quiz?category=…, from Today's weak topic); the setup checks it is one.
  const [params] = useSearchParams();
  const [state, dispatch] = useReducer(quizReducer, params.get('category'), quizStateWithCategory);
  const [error, setError] = useState<{ message: string; retry: () => void } | null>(null);
  const generate = useGenerateQuiz();
  const submit = useSubmitQuiz();
  // The timer and the Finish button may both try to submit; only the first one counts.
  const submitting = useRef(false);
  const stageHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Each new stage (and each retake) is announced by moving focus to its heading, except on page load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the stage or the attempt changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stageHeading.current?.focus();
  }, [state.stage, state.attempt]);

  async function start(settings: QuizSettings) {
    setError(null);
    try {
      const quiz = await generate.mutateAsync({
        category: settings.category,
        difficulty: settings.difficulty,
        num_questions: settings.numQuestions,
      });
      if (quiz.questions.length === 0) throw new Error('The quiz has no questions.');
      dispatch({ type: 'start', quiz, now: Date.now() });
    } catch (cause) {
      setError({ message: generateErrorMessage(cause), retry: () => void start(settings) });
    }
  }

  async function finish({ expired }: { expired: boolean }) {
    if (state.stage !== 'taking' || submitting.current) return;
    submitting.current = true;
    setError(null);
    const { quiz, answers, startedAt } = state;
    const duration = quizDurationSeconds(quiz.questions.length);
    const timeTaken = expired ? duration : secondsTaken(startedAt, Date.now(), duration);
    try {
      const result = await submit.mutateAsync({
        quiz_id: quiz.quiz_id,
        questions: quiz.questions.map((question) => question.id),
        // Unanswered questions are already -1 (docs/product.md §7), so an expired quiz sends what was
        // answered so far.
        answers,
        user_email: user?.email ?? 'anonymous',
        // The time this quiz took, for the learner's record (the server scores it, labels it and records it).
        time_taken: timeTaken,
      });
      dispatch({ type: 'finish', result, timeTaken, expired });
    } catch (cause) {
      setError({ message: submitErrorMessage(cause), retry: () => void finish({ expired }) });
    } finally {
      submitting.current = false;
    }
  }

  // The Announcer's live regions tell screen readers of a new question (see QuizTaking).
  return (
    <Announcer>
      <StackRegion space="lg" className={styles.page}>
        <h1 className={styles.title}>{quizWords.title}</h1>
        {error && (
          <Banner
            tone="critical"
            title={error.message}
            action={
              <Button size="sm" variant="secondary" onClick={error.retry}>
                {quizWords.tryAgain}
              </Button>
            }
            onDismiss={() => setError(null)}
            labels={kitLabels.banner}
          />
        )}
        {state.stage === 'setup' && (
          <QuizSetup
            settings={state.settings}
            onChange={(changes) => dispatch({ type: 'configure', changes })}
            onStart={() => void start(state.settings)}
            isStarting={generate.isPending}
            headingRef={stageHeading}
          />
        )}
        {state.stage === 'taking' && (
          <QuizTaking
            state={state}
            onAnswer={(option) => dispatch({ type: 'answer', option })}
            onPrevious={() => dispatch({ type: 'previous' })}
            onNext={() => dispatch({ type: 'next' })}
            onFinish={() => void finish({ expired: false })}
            onExpire={() => void finish({ expired: true })}
            isSubmitting={submit.isPending}
            headingRef={stageHeading}
          />
        )}
        {state.stage === 'results' && (
          <QuizResults
            state={state}
            onRetake={() => void start(state.settings)}
            onNewQuiz={() => {
              setError(null);
              dispatch({ type: 'newQuiz' });
            }}
            isRetaking={generate.isPending}
            headingRef={stageHeading}
          />
        )}
      </StackRegion>
    </Announcer>
  );
}
