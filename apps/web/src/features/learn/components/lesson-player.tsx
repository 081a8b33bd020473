// A lesson: it introduces its items one at a time (the word, its meaning, its recording and an example), then
// practises them with the lesson's exercises, one at a time with instant feedback. Each answer also goes to the
// server's attempt of the lesson, which grades it; at the end the server completes the lesson (only once every
// exercise has an answer) and makes the items review cards. Where the learner stopped is kept in this browser,
// so the lesson resumes there, in the same attempt. The state and actions are useLessonPlayer's
// (hooks/use-lesson-player.ts); this file draws them.
import type { LearnPathResponse, LessonResponse } from '@vuga/api-client';
import { AudioButton, Banner, Button, Inline, LessonSummary, ProgressBar } from '@vuga/ui';
import { useState } from 'react';
import { useAuthModal } from '../../../components/auth/auth-modal-context.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { StackRegion } from '../../../components/stack-region.tsx';
import { SyncStatus } from '../../../components/sync-status.tsx';
import { lessonPath, paths } from '../../../config/paths.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { kitLabels } from '../../../lib/kit-labels.ts';
import { offlineContent } from '../../../lib/offline/offline-content.ts';
import { recordingOf, useLessonPlayer } from '../hooks/use-lesson-player.ts';
import { exerciseTitle, learnMessages, lessonWords, trialContent, unitHeading } from '../learn-content.ts';
import { ExerciseStep } from './exercise-step.tsx';
import * as styles from './learn.css.ts';

interface LessonPlayerProps {
  lesson: LessonResponse;
  path: LearnPathResponse | undefined;
}

/** A lesson; "Practise again" starts it over in a new attempt. */
export function LessonPlayer(props: LessonPlayerProps) {
  const [run, setRun] = useState(0);
  return <LessonRun key={run} {...props} onRestart={() => setRun((r) => r + 1)} />;
}

function LessonRun({ lesson, path, onRestart }: LessonPlayerProps & { onRestart: () => void }) {
  const player = useLessonPlayer(lesson, path, onRestart);
  const { step, current, done, complete, visitor } = player;
  const { openAuthModal } = useAuthModal();
  const exercises = lesson.exercises.length;
  const title = player.unit ? unitHeading(player.unit.number, player.unit.title) : lessonWords.lesson;

  return (
    <StackRegion space="lg" className={styles.narrow}>
      <Inline space="sm" align="between">
        <h1 className={styles.title}>{title}</h1>
        <ButtonLink to={paths.learn} variant="secondary">
          {lessonWords.allLessons}
        </ButtonLink>
      </Inline>
      <div ref={player.progress}>
        <ProgressBar
          tone="accent"
          label={lessonWords.progress}
          value={Math.min(step, player.steps.length)}
          max={player.steps.length}
          valueText={lessonWords.step(Math.min(step + 1, player.steps.length), player.steps.length)}
        />
      </div>
      {player.resumed && step === player.resumed.step && (
        <Banner
          tone="info"
          title={lessonWords.welcomeBack}
          action={
            <Button size="sm" variant="secondary" onClick={player.restart}>
              {lessonWords.startOver}
            </Button>
          }
        >
          {lessonWords.resumed}
        </Banner>
      )}
      <section
        className={styles.stage}
        aria-labelledby={done ? undefined : 'lesson-step-title'}
        data-testid="lesson-step"
      >
        {current?.kind === 'intro' && (
          <>
            <h2 id="lesson-step-title" ref={player.heading} tabIndex={-1} className={styles.stageTitle}>
              {lessonWords.newWord(step + 1, lesson.items.length)}
            </h2>
            <div className={styles.word}>
              <Inline as="p" space="sm">
                <span lang="rw">{current.item.text}</span>
                {current.item.audio_url && (
                  <AudioButton
                    size="md"
                    state={player.audio.stateOf(`step-${step}`)}
                    onPlay={() => player.play(`step-${step}`, current.item.audio_url)}
                    onStop={player.audio.stop}
                    labels={{ ...kitLabels.audio, idle: lessonWords.play(current.item.text) }}
                  />
                )}
              </Inline>
            </div>
            <p className={styles.gloss}>{current.item.gloss.join('; ')}</p>
            {current.item.example && (
              <StackRegion as="blockquote" space="xxs" className={styles.example}>
                <span lang="rw">{current.item.example.text}</span>
                <span className={styles.muted}>{current.item.example.gloss}</span>
              </StackRegion>
            )}
            <Inline space="sm">
              <Button onClick={player.next}>
                {step + 1 < lesson.items.length ? lessonWords.nextWord : lessonWords.startPractising}
              </Button>
            </Inline>
          </>
        )}
        {current?.kind === 'exercise' && (
          <>
            <h2 id="lesson-step-title" ref={player.heading} tabIndex={-1} className={styles.stageTitle}>
              {current.isRetry
                ? lessonWords.onceMore(exerciseTitle(current.exercise))
                : lessonWords.exerciseOf(exerciseTitle(current.exercise), current.number, exercises)}
            </h2>
            <ExerciseStep
              key={step}
              exercise={current.exercise}
              audio={
                current.exercise.kind === 'listen-choose' ? (
                  <AudioButton
                    size="md"
                    state={player.audio.stateOf(`step-${step}`)}
                    onPlay={() => player.play(`step-${step}`, recordingOf(current))}
                    onStop={player.audio.stop}
                    labels={{ ...kitLabels.audio, idle: lessonWords.playWord }}
                  />
                ) : undefined
              }
              onAnswer={(isCorrect, answer) => player.answered(current, isCorrect, answer)}
              onContinue={player.next}
            />
          </>
        )}
        {done && (
          <>
            <LessonSummary
              labels={kitLabels.summary}
              headingRef={player.heading}
              correct={player.correct}
              total={exercises}
              durationMs={player.duration}
              words={lesson.items.map((item) => ({ text: item.text, gloss: item.gloss[0] ?? '' }))}
              wordsLang="rw"
              {...(player.streak.data !== undefined && { streak: player.streak.data })}
              celebrate={player.correct === exercises}
              actions={
                <Inline space="sm">
                  {visitor && (
                    <>
                      <Button onClick={() => openAuthModal('signup')}>{trialContent.createAccount}</Button>
                      <Button variant="secondary" onClick={() => openAuthModal('signin')}>
                        {trialContent.signIn}
                      </Button>
                    </>
                  )}
                  {player.following && !visitor && (
                    <ButtonLink
                      to={lessonPath(player.following.id)}
                      variant={complete.isSuccess ? 'secondary' : 'primary'}
                    >
                      {lessonWords.nextLesson}
                    </ButtonLink>
                  )}
                  {complete.isSuccess && complete.data.due > 0 && (
                    <ButtonLink to={paths.review}>{lessonWords.reviewNow(complete.data.due)}</ButtonLink>
                  )}
                  <Button variant="ghost" onClick={player.restart}>
                    {lessonWords.practiseAgain}
                  </Button>
                </Inline>
              }
            />
            {visitor && (
              <Banner tone="info" title={trialContent.keepTitle}>
                {trialContent.keep(lesson.items.length)}
              </Banner>
            )}
            {complete.isPending && !complete.isPaused && !visitor && (
              <p className={styles.muted}>{lessonWords.saving}</p>
            )}
            {complete.isSuccess && !visitor && (
              <p data-testid="lesson-saved">
                {complete.data.cards_added > 0
                  ? lessonWords.added(lesson.items.length)
                  : lessonWords.alreadyAdded}
              </p>
            )}
            {!visitor && <SyncStatus className={styles.muted} />}
            {player.waitingForNetwork && (
              <Banner
                tone="info"
                title={offlineContent.lessonOffline}
                action={
                  player.networkFailed && (
                    <Button size="sm" variant="secondary" onClick={() => complete.mutate()}>
                      {lessonWords.tryAgain}
                    </Button>
                  )
                }
              />
            )}
            {complete.isError && !player.waitingForNetwork && (
              <Banner
                tone="critical"
                title={learnMessages.completeFailed}
                action={
                  <Button size="sm" variant="secondary" onClick={() => complete.mutate()}>
                    {lessonWords.tryAgain}
                  </Button>
                }
              >
                {apiErrorMessage(complete.error, {
                  failed: learnMessages.completeFailed,
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
