// A lesson: it introduces its items one at a time (the word, its meaning, its recording and an example), then
// practises them with the lesson's exercises, one at a time with instant feedback. Each answer also goes to the
// server's attempt of the lesson, which grades it; at the end the server completes the lesson (only once every
// exercise has an answer) and makes the items review cards. Where the learner stopped is kept in this browser,
// so the lesson resumes there, in the same attempt.
import {
  ApiError,
  audioUrl,
  type LearnItemView,
  type LearnPathResponse,
  type LessonExercise,
  type LessonResponse,
} from '@vuga/api-client';
import {
  AudioButton,
  Banner,
  Button,
  ChoiceExercise,
  Inline,
  LessonSummary,
  MatchPairs,
  ProgressBar,
  SpeakExercise,
  Stack,
  TileBuilder,
  TypeAnswer,
} from '@vuga/ui';
import { useEffect, useRef, useState } from 'react';
import { useAuthModal } from '../../../components/auth/auth-modal-context.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { StackRegion } from '../../../components/stack-region.tsx';
import { SyncStatus } from '../../../components/sync-status.tsx';
import { lessonPath, paths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useAudioPlayer } from '../../../lib/audio-player.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { kitLabels } from '../../../lib/kit-labels.ts';
import { useOnline } from '../../../lib/offline/app-status.ts';
import { offlineContent } from '../../../lib/offline/offline-content.ts';
import { getSettings } from '../../../lib/settings.ts';
import { playEffect } from '../../../lib/sound-effects.ts';
import { useStreak } from '../api/learn.ts';
import { type ExerciseAnswer, useLessonAttempt } from '../api/lesson-attempt.ts';
import {
  checkTyped,
  exerciseTitle,
  learnMessages,
  lessonWords,
  trialContent,
  unitHeading,
} from '../learn-content.ts';
import { clearLessonProgress, loadLessonProgress, saveLessonProgress } from '../lesson-progress.ts';
import * as styles from './learn.css.ts';

type Step =
  | { kind: 'intro'; item: LearnItemView }
  | { kind: 'exercise'; exercise: LessonExercise; number: number; isRetry?: boolean };

/** The items, the exercises, then once more each exercise missed at its first try (by its index). */
const lessonSteps = (lesson: LessonResponse, missed: readonly number[]): Step[] => [
  ...lesson.items.map((item): Step => ({ kind: 'intro', item })),
  ...lesson.exercises.map((exercise, index): Step => ({ kind: 'exercise', exercise, number: index + 1 })),
  ...missed.map(
    (index): Step => ({
      kind: 'exercise',
      exercise: lesson.exercises[index]!,
      number: index + 1,
      isRetry: true,
    }),
  ),
];

const storage = typeof window === 'undefined' ? undefined : window.localStorage;
const playable = (path: string | null) => (path ? audioUrl(apiClient.baseUrl, path, undefined) : null);

/** The lesson after this one on the path, if any. */
function nextLesson(path: LearnPathResponse | undefined, lessonId: string) {
  const all = path?.units.flatMap((unit) => unit.lessons) ?? [];
  const index = all.findIndex((lesson) => lesson.id === lessonId);
  return index >= 0 ? all[index + 1] : undefined;
}

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
  // Each exercise may come back once, so a saved step may lie that far past the exercises.
  const [resumed] = useState(() =>
    loadLessonProgress(storage, lesson.id, lesson.items.length + 2 * lesson.exercises.length),
  );
  // A missed exercise comes back before the lesson ends (once); the first answer is the one that counts.
  const [missed, setMissed] = useState<number[]>(() =>
    (resumed?.missed ?? []).filter((index) => index >= 0 && index < lesson.exercises.length),
  );
  const steps = lessonSteps(lesson, missed);
  const [step, setStep] = useState(resumed?.step ?? 0);
  const [correct, setCorrect] = useState(resumed?.correct ?? 0);
  // Time in the lesson: what earlier visits spent, and when this one began.
  const began = useRef({ at: Date.now(), before: resumed?.elapsedMs ?? 0 });
  const elapsed = () => began.current.before + Date.now() - began.current.at;
  const [duration, setDuration] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const progress = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  const audio = useAudioPlayer();
  const attemptId = useRef(resumed?.attemptId);
  const attempt = useLessonAttempt(lesson.id, resumed?.attemptId, (id) => {
    attemptId.current = id;
  });
  const { complete } = attempt;
  const { role } = useAuth();
  const visitor = role === 'visitor';
  const { openAuthModal } = useAuthModal();
  const streak = useStreak(complete.isSuccess);
  const done = step >= steps.length;
  const current = steps[step];
  const unitIndex = path?.units.findIndex((u) => u.id === lesson.unit_id) ?? -1;
  const unit = path?.units[unitIndex];
  const exercises = lesson.exercises.length;

  const play = (key: string, path: string | null) => {
    const url = playable(path);
    if (url) void audio.play(key, url);
  };
  const recordingOf = (s: Step | undefined) =>
    s?.kind === 'intro'
      ? s.item.audio_url
      : s?.kind === 'exercise' && s.exercise.kind === 'listen-choose'
        ? s.exercise.audio
        : null;

  // A new step takes focus to its heading (read out), stops the last recording and plays its own when the
  // learner's settings say so; the step is saved so the lesson can be resumed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    audio.stop();
    const recording = recordingOf(current);
    if (recording && getSettings().preferences.autoPlay) play(`step-${step}`, recording);
    if (done) {
      clearLessonProgress(storage, lesson.id);
      setDuration(elapsed());
    } else if (step > 0) {
      saveLessonProgress(storage, lesson.id, {
        step,
        correct,
        missed,
        elapsedMs: elapsed(),
        ...(attemptId.current && { attemptId: attemptId.current }),
      });
    }
    // The heading takes focus without scrolling; the progress bar above it is brought into view instead, so a
    // learner who scrolled down to answer sees the new step from the top with how far they are.
    if (shown.current !== step) {
      heading.current?.focus({ preventScroll: true });
      progress.current?.scrollIntoView?.({ block: 'nearest' });
    }
    shown.current = step;
  }, [step]);

  // The server's attempt is opened with the lesson, so the first answer does not wait for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the lesson opens
  useEffect(() => attempt.start(), []);

  // Finishing saves the lesson once: its items become review cards. A visitor's lesson (the first, tried before
  // signing up) is completed again once they sign in, and the server gives it to their new account.
  const saved = useRef(false);
  const completedAsVisitor = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the lesson is done
  useEffect(() => {
    if (!done || saved.current) return;
    saved.current = true;
    playEffect('complete');
    completedAsVisitor.current = visitor;
    complete.mutate();
  }, [done]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the visitor signs in
  useEffect(() => {
    if (!completedAsVisitor.current || visitor || role !== 'learner') return;
    completedAsVisitor.current = false;
    complete.mutate();
  }, [role]);
  // With the browser offline the completion waits (TanStack Query pauses it and resumes it when the network
  // returns); one that failed for want of a network is sent again once the connection is back. The answers are
  // kept meanwhile, and the server takes each exercise's first answer only.
  const online = useOnline();
  const networkFailed = complete.error instanceof ApiError && complete.error.kind === 'network';
  const waitingForNetwork = complete.isPaused || networkFailed;
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the connection returns
  useEffect(() => {
    if (online && networkFailed) complete.mutate();
  }, [online]);

  const next = () => setStep((s) => s + 1);
  const answered = (step: Step, isCorrect: boolean, answer: ExerciseAnswer) => {
    playEffect(isCorrect ? 'correct' : 'incorrect');
    if (step.kind !== 'exercise' || step.isRetry) return;
    const exercise = step.number - 1;
    if (isCorrect) setCorrect((c) => c + 1);
    else setMissed((list) => [...list, exercise]);
    attempt.answer(exercise, answer);
  };
  const restart = () => {
    clearLessonProgress(storage, lesson.id);
    onRestart();
  };

  const following = nextLesson(path, lesson.id);
  const title = unit ? unitHeading(unitIndex + 1, unit.title) : lessonWords.lesson;

  return (
    <StackRegion space="lg" className={styles.narrow}>
      <Inline space="sm" align="between">
        <h1 className={styles.title}>{title}</h1>
        <ButtonLink to={paths.learn} variant="secondary">
          {lessonWords.allLessons}
        </ButtonLink>
      </Inline>
      <div ref={progress}>
        <ProgressBar
          tone="accent"
          label={lessonWords.progress}
          value={Math.min(step, steps.length)}
          max={steps.length}
          valueText={lessonWords.step(Math.min(step + 1, steps.length), steps.length)}
        />
      </div>
      {resumed && step === resumed.step && (
        <Banner
          tone="info"
          title={lessonWords.welcomeBack}
          action={
            <Button size="sm" variant="secondary" onClick={restart}>
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
            <h2 id="lesson-step-title" ref={heading} tabIndex={-1} className={styles.stageTitle}>
              {lessonWords.newWord(step + 1, lesson.items.length)}
            </h2>
            <div className={styles.word}>
              <Inline as="p" space="sm">
                <span lang="rw">{current.item.text}</span>
                {current.item.audio_url && (
                  <AudioButton
                    size="md"
                    state={audio.stateOf(`step-${step}`)}
                    onPlay={() => play(`step-${step}`, current.item.audio_url)}
                    onStop={audio.stop}
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
              <Button onClick={next}>
                {step + 1 < lesson.items.length ? lessonWords.nextWord : lessonWords.startPractising}
              </Button>
            </Inline>
          </>
        )}
        {current?.kind === 'exercise' && (
          <>
            <h2 id="lesson-step-title" ref={heading} tabIndex={-1} className={styles.stageTitle}>
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
                    state={audio.stateOf(`step-${step}`)}
                    onPlay={() => play(`step-${step}`, recordingOf(current))}
                    onStop={audio.stop}
                    labels={{ ...kitLabels.audio, idle: lessonWords.playWord }}
                  />
                ) : undefined
              }
              onAnswer={(isCorrect, answer) => answered(current, isCorrect, answer)}
              onContinue={next}
            />
          </>
        )}
        {done && (
          <>
            <LessonSummary
              labels={kitLabels.summary}
              headingRef={heading}
              correct={correct}
              total={exercises}
              durationMs={duration}
              words={lesson.items.map((item) => ({ text: item.text, gloss: item.gloss[0] ?? '' }))}
              wordsLang="rw"
              {...(streak.data !== undefined && { streak: streak.data })}
              celebrate={correct === exercises}
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
                  {following && !visitor && (
                    <ButtonLink
                      to={lessonPath(following.id)}
                      variant={complete.isSuccess ? 'secondary' : 'primary'}
                    >
                      {lessonWords.nextLesson}
                    </ButtonLink>
                  )}
                  {complete.isSuccess && complete.data.due > 0 && (
                    <ButtonLink to={paths.review}>{lessonWords.reviewNow(complete.data.due)}</ButtonLink>
                  )}
                  <Button variant="ghost" onClick={restart}>
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
            {waitingForNetwork && (
              <Banner
                tone="info"
                title={offlineContent.lessonOffline}
                action={
                  networkFailed && (
                    <Button size="sm" variant="secondary" onClick={() => complete.mutate()}>
                      {lessonWords.tryAgain}
                    </Button>
                  )
                }
              />
            )}
            {complete.isError && !waitingForNetwork && (
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

interface ExerciseStepProps {
  exercise: LessonExercise;
  audio: React.ReactNode;
  onAnswer: (isCorrect: boolean, answer: ExerciseAnswer) => void;
  onContinue: () => void;
}

/** One exercise, drawn with the UI kit's component for its kind. */
function ExerciseStep({ exercise, audio, onAnswer, onContinue }: ExerciseStepProps) {
  switch (exercise.kind) {
    case 'choose-meaning':
      return (
        <ChoiceExercise
          labels={kitLabels.choice}
          prompt={<span lang="rw">{exercise.prompt}</span>}
          options={exercise.options}
          correctIndex={exercise.correctIndex}
          onAnswer={({ index, isCorrect }) => onAnswer(isCorrect, { choice: index })}
          onContinue={onContinue}
        />
      );
    case 'listen-choose':
      return (
        <ChoiceExercise
          labels={kitLabels.choice}
          prompt="What did you hear?"
          audio={audio}
          options={exercise.options}
          correctIndex={exercise.correctIndex}
          onAnswer={({ index, isCorrect }) => onAnswer(isCorrect, { choice: index })}
          onContinue={onContinue}
        />
      );
    case 'match-pairs':
      return (
        <MatchPairs
          labels={kitLabels.pairs}
          prompt="Choose a word, then its meaning."
          pairs={exercise.pairs}
          rightOrder={exercise.rightOrder}
          leftLang="rw"
          onComplete={({ mistakes }) => onAnswer(mistakes === 0, { mistakes })}
          onContinue={onContinue}
        />
      );
    case 'build-sentence':
      return (
        <TileBuilder
          labels={kitLabels.tiles}
          prompt={exercise.prompt}
          tiles={exercise.tiles}
          answer={exercise.answer}
          tileLang="rw"
          onAnswer={({ words, isCorrect }) => onAnswer(isCorrect, { tiles: words })}
          onContinue={onContinue}
        />
      );
    case 'speak': {
      const model = playable(exercise.audio);
      return (
        <SpeakExercise
          labels={kitLabels.speak}
          prompt={
            <Stack space="xxs" as="span">
              <span lang="rw">{exercise.text}</span>
              <span className={styles.muted}>{exercise.gloss}</span>
            </Stack>
          }
          modelSrc={model ?? ''}
          onRate={(rating) => onAnswer(true, { spoken: rating })}
          onContinue={onContinue}
        />
      );
    }
    case 'type-answer':
      return (
        <TypeAnswer
          labels={kitLabels.typed}
          prompt={exercise.prompt}
          inputLang="rw"
          onCheck={(typed) => checkTyped(typed, exercise.accepted)}
          onAnswer={(typed, result) => onAnswer(result.verdict !== 'wrong', { typed })}
          onContinue={onContinue}
        />
      );
  }
}
