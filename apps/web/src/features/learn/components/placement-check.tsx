// The placement check: one question at a time (choose the meaning), no verdict on the way — the server keeps
// the answers and grades them all at the end — then where to start, how many units were skipped and how many
// words went to review, with the way into the start unit's first lesson.
import type { LearnPathResponse, PlacementCheckResponse, PlacementCompleteResponse } from '@vuga/api-client';
import { Banner, Button, Inline, ProgressBar, QuizCard, Stack } from '@vuga/ui';
import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '../../../components/button-link.tsx';
import { StackRegion } from '../../../components/stack-region.tsx';
import { lessonPath, paths } from '../../../config/paths.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useCompletePlacement } from '../api/placement.ts';
import { learnMessages, placementContent as text } from '../learn-content.ts';
import * as styles from './learn.css.ts';

interface PlacementCheckProps {
  check: PlacementCheckResponse;
  /** For the start unit's name (the result shows its number without it). */
  path: LearnPathResponse | undefined;
}

export function PlacementCheck({ check, path }: PlacementCheckProps) {
  const total = check.questions.length;
  const [answers, setAnswers] = useState<number[]>([]);
  const [chosen, setChosen] = useState<number | null>(null);
  const complete = useCompletePlacement(check.attempt_id);
  const heading = useRef<HTMLHeadingElement>(null);
  const current = answers.length;
  const question = check.questions[current];
  const done = current >= total;

  // A new question (or the result) takes focus to its heading, which is read out.
  useEffect(() => {
    if (current > 0) heading.current?.focus();
  }, [current]);

  const next = () => {
    if (chosen === null) return;
    const given = [...answers, chosen];
    setAnswers(given);
    setChosen(null);
    if (given.length === total) complete.mutate(given);
  };

  return (
    <StackRegion space="lg" className={styles.narrow}>
      <Inline space="sm" align="between">
        <h1 className={styles.title}>{text.title}</h1>
        <ButtonLink to={paths.learn} variant="secondary">
          {text.allLessons}
        </ButtonLink>
      </Inline>
      <ProgressBar
        tone="accent"
        label={text.progressLabel}
        value={current}
        max={total}
        valueText={text.progress(Math.min(current + 1, total), total)}
      />
      <section className={styles.stage} aria-labelledby="placement-step-title" data-testid="placement-step">
        {question && (
          <>
            <h2 id="placement-step-title" ref={heading} tabIndex={-1} className={styles.stageTitle}>
              {text.progress(current + 1, total)}
            </h2>
            {current === 0 && <p className={styles.muted}>{text.lead}</p>}
            <QuizCard
              key={current}
              question={
                <>
                  {text.question} <span lang="rw">{question.prompt}</span>
                </>
              }
              options={question.options}
              value={chosen}
              onValueChange={setChosen}
            >
              <Inline space="sm">
                <Button onClick={next} disabled={chosen === null}>
                  {current + 1 < total ? text.next : text.finish}
                </Button>
              </Inline>
            </QuizCard>
          </>
        )}
        {done && (
          <>
            <h2 id="placement-step-title" ref={heading} tabIndex={-1} className={styles.stageTitle}>
              {text.resultTitle}
            </h2>
            {complete.isPending && <p className={styles.muted}>{text.saving}</p>}
            {complete.isSuccess && <PlacementResult result={complete.data} path={path} />}
            {complete.isError && (
              <Banner
                tone="critical"
                title={learnMessages.placementSaveFailed}
                action={
                  <Button size="sm" variant="secondary" onClick={() => complete.mutate(answers)}>
                    {text.tryAgain}
                  </Button>
                }
              >
                {apiErrorMessage(complete.error, {
                  failed: learnMessages.placementSaveFailed,
                  unreachable: learnMessages.unreachable,
                })}
              </Banner>
            )}
          </>
        )}
      </section>
    </StackRegion>
  );
}

function PlacementResult({
  result,
  path,
}: {
  result: PlacementCompleteResponse;
  path: LearnPathResponse | undefined;
}) {
  const unit = result.start_unit_index + 1;
  const title = path?.units.find((u) => u.id === result.start_unit_id)?.title;
  return (
    <Stack space="md" data-testid="placement-result">
      <p>{text.correct(result.correct, result.questions)}</p>
      <p className={styles.gloss}>
        {result.start_unit_id ? text.startAt(unit, title ?? result.start_unit_id) : text.allKnown}
      </p>
      <ul>
        <li>{text.skipped(result.units_skipped)}</li>
        <li>{text.wordsAdded(result.words_added)}</li>
      </ul>
      <Inline space="sm">
        {result.start_lesson_id && (
          <ButtonLink to={lessonPath(result.start_lesson_id)}>{text.startButton(unit)}</ButtonLink>
        )}
        {result.due > 0 && (
          <ButtonLink to={paths.review} variant={result.start_lesson_id ? 'secondary' : 'primary'}>
            {text.review}
          </ButtonLink>
        )}
      </Inline>
    </Stack>
  );
}
