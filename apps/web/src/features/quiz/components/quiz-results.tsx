import { ACHIEVEMENT_RULES } from '@vuga/analytics';
import {
  Badge,
  Banner,
  Button,
  Celebration,
  formatClock,
  Inline,
  QuizCard,
  ScoreBadge,
  Stack,
} from '@vuga/ui';
import type { Ref } from 'react';
import { quizMessages, quizWords } from '../quiz-content.ts';
import type { QuizState } from '../quiz-state.ts';
import * as styles from './quiz.css.ts';
import { cardLabels } from './quiz-taking.tsx';

type Results = Extract<QuizState, { stage: 'results' }>;

interface QuizResultsProps {
  state: Results;
  onRetake: () => void;
  onNewQuiz: () => void;
  isRetaking: boolean;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * docs/product.md §4 results: score, percentage in its colour band, feedback, performance and every question
 * explained.
 */
export function QuizResults({ state, onRetake, onNewQuiz, isRetaking, headingRef }: QuizResultsProps) {
  const { result, timeTaken, quiz } = state;
  // A listening question reads "Listen and choose the meaning.": the review says what was heard.
  const heard = new Map(quiz.questions.map((question) => [question.id, question.audio_text]));
  return (
    <section className={styles.stage} aria-labelledby="quiz-results-title">
      <h2 id="quiz-results-title" ref={headingRef} tabIndex={-1} className={styles.stageTitle}>
        {quizWords.resultsTitle}
      </h2>
      {state.expired && (
        <Banner tone="warning" title={quizMessages.timeUp}>
          {quizMessages.timeUpDetail}
        </Banner>
      )}
      <Inline space="lg" data-testid="quiz-summary">
        {/* A score that earns Quiz Master (docs/product.md §9) is celebrated. */}
        <Celebration active={result.percentage >= ACHIEVEMENT_RULES.quiz_master.bestQuizScore}>
          <ScoreBadge score={result.percentage} labels={{ score: quizWords.score }} size="lg" />
        </Celebration>
        <Stack space="xxs">
          <p className={styles.score}>
            {quizWords.correctOf(result.correct_answers, result.total_questions)}
          </p>
          <p className={styles.performance}>
            {quizWords.performance} <strong>{result.performance}</strong>
          </p>
          <p className={styles.muted}>{quizWords.timeTaken(formatClock(timeTaken))}</p>
        </Stack>
      </Inline>
      <p className={styles.feedback}>{result.feedback}</p>
      <Inline space="sm">
        <Button onClick={onRetake} isLoading={isRetaking}>
          {quizWords.retake}
        </Button>
        <Button variant="secondary" onClick={onNewQuiz} disabled={isRetaking}>
          {quizWords.newQuiz}
        </Button>
      </Inline>

      <h2 className={styles.stageTitle}>{quizWords.reviewTitle}</h2>
      <Stack as="ol" space="md">
        {result.detailed_results.map((item, index) => {
          const chosen = item.user_answer >= 0 ? item.options[item.user_answer] : undefined;
          return (
            <li key={item.question_id} className={styles.reviewItem} data-correct={item.is_correct}>
              <QuizCard
                progressLabel={
                  <>
                    {quizWords.question(index + 1)}{' '}
                    <Badge tone={item.is_correct ? 'success' : 'critical'} size="sm">
                      {item.is_correct
                        ? quizWords.correct
                        : chosen === undefined
                          ? quizMessages.notAnswered
                          : quizWords.incorrect}
                    </Badge>
                  </>
                }
                question={item.question}
                options={item.options}
                value={item.user_answer}
                labels={cardLabels()}
                reveal={{ correctIndex: item.correct_answer, explanation: item.explanation }}
              >
                {/* Inside the card: what was heard, and the two answers, belong to this question. */}
                {heard.get(item.question_id) && (
                  <p className={styles.heard}>
                    {quizWords.heard} <strong lang="rw">{heard.get(item.question_id)}</strong>
                  </p>
                )}
                <dl className={styles.answers}>
                  <dt>{quizWords.yourAnswer}</dt>
                  <dd>{chosen ?? quizMessages.notAnswered}</dd>
                  <dt>{quizWords.correctAnswer}</dt>
                  <dd>{item.options[item.correct_answer]}</dd>
                </dl>
              </QuizCard>
            </li>
          );
        })}
      </Stack>
    </section>
  );
}
