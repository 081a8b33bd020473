import { Button, Inline, ProgressBar, QuizCard, Timer, useAnnounce } from '@vuga/ui';
import { type KeyboardEvent, type Ref, useEffect, useRef } from 'react';
import { useAudioPlayer } from '../../../lib/audio-player.ts';
import { getSettings } from '../../../lib/settings.ts';
import { difficultyNames, quizWords, timerWarningSeconds } from '../quiz-content.ts';
import {
  answeredCount,
  categoryLabel,
  isAnswered,
  isLastQuestion,
  type QuizState,
  quizDurationSeconds,
} from '../quiz-state.ts';
import { LeaveQuizGuard } from './leave-quiz-guard.tsx';
import * as styles from './quiz.css.ts';
import { ListeningPrompt, recordingUrl } from './quiz-listening.tsx';

/** The card's own words (its reveal's badges and headings), in the interface's language. */
export const cardLabels = () => ({
  correct: quizWords.correct,
  incorrect: quizWords.incorrect,
  yourAnswer: quizWords.yourAnswer,
  explanation: quizWords.explanation,
});

type Taking = Extract<QuizState, { stage: 'taking' }>;

interface QuizTakingProps {
  state: Taking;
  onAnswer: (option: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
  onExpire: () => void;
  isSubmitting: boolean;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * One question at a time with Previous, Next/Finish and the countdown for the whole quiz (docs/product.md §4,
 * §9).
 */
export function QuizTaking({
  state,
  onAnswer,
  onPrevious,
  onNext,
  onFinish,
  onExpire,
  isSubmitting,
  headingRef,
}: QuizTakingProps) {
  const { quiz, answers, current } = state;
  const total = quiz.questions.length;
  const question = quiz.questions[current];
  const answered = isAnswered(answers, current);
  const last = isLastQuestion(state);
  const difficulty = Object.hasOwn(difficultyNames, quiz.difficulty)
    ? difficultyNames[quiz.difficulty as keyof typeof difficultyNames]
    : quiz.difficulty;
  const goOn = last ? onFinish : onNext;
  const optionsRef = useRef<HTMLDivElement>(null);
  const playButton = useRef<HTMLButtonElement>(null);
  const shownQuestion = useRef(current);
  const announce = useAnnounce();
  const audio = useAudioPlayer();
  const recording = question ? recordingUrl(question) : null;
  const playRecording = () => {
    if (question && recording) void audio.play(question.id, recording);
  };

  // Each question stops the last one's recording and plays its own when the learner's settings say so
  // (autoPlay). On a new question focus goes to its play button, else its chosen option, else its first.
  // Without this, pressing Next (disabled again on an unanswered question) or Previous (disabled on the
  // first) dropped focus to the page and a keyboard user had to Tab back from the top. Focus moving within
  // the same radio group does not read the group's name (the question), so the question is announced.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the question changes, not on each render
  useEffect(() => {
    audio.stop();
    if (recording && getSettings().preferences.autoPlay) playRecording();
    if (shownQuestion.current === current) return;
    shownQuestion.current = current;
    if (question) announce(quizWords.announceQuestion(current + 1, total, question.question));
    const options = optionsRef.current;
    const target =
      playButton.current ??
      options?.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ??
      options?.querySelector<HTMLElement>('[role="radio"]');
    target?.focus();
  }, [current]);

  // Radix radio groups ignore Enter (as native radios do); like a native form, Enter then moves on.
  function onOptionsKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' || !answered || isSubmitting) return;
    event.preventDefault();
    goOn();
  }

  if (!question) return null;
  return (
    <section className={styles.stage} aria-labelledby="quiz-taking-title">
      <LeaveQuizGuard />
      <Inline space="sm" align="between">
        <h2 id="quiz-taking-title" ref={headingRef} tabIndex={-1} className={styles.stageTitle}>
          {categoryLabel(quiz.category)} · {difficulty}
        </h2>
        <Timer
          key={state.attempt}
          durationSeconds={quizDurationSeconds(total)}
          warningAt={timerWarningSeconds}
          isRunning={!isSubmitting}
          onExpire={onExpire}
          showLabel
          labels={{
            timeRemaining: quizWords.timeRemaining,
            timeUp: quizWords.timeUpAnnouncement,
            remaining: quizWords.remaining,
          }}
          className={styles.timer}
        />
      </Inline>
      <ProgressBar
        tone="accent"
        label={quizWords.answered}
        value={answeredCount(answers)}
        max={total}
        valueText={quizWords.answeredOf(answeredCount(answers), total)}
      />
      <ListeningPrompt
        question={question}
        state={audio.stateOf(question.id)}
        onPlay={playRecording}
        onStop={audio.stop}
        buttonRef={playButton}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: catches Enter bubbling from the radio options */}
      <div ref={optionsRef} onKeyDown={onOptionsKeyDown}>
        <QuizCard
          progressLabel={quizWords.questionOf(current + 1, total)}
          question={question.question}
          options={question.options}
          value={answers[current] ?? -1}
          onValueChange={onAnswer}
          labels={cardLabels()}
        />
      </div>
      <p className={styles.hint}>{quizWords.keysHint}</p>
      <Inline space="sm" align="between" alignY="stretch">
        <Button variant="secondary" onClick={onPrevious} disabled={current === 0 || isSubmitting}>
          {quizWords.previous}
        </Button>
        {last ? (
          <Button onClick={onFinish} disabled={!answered} isLoading={isSubmitting}>
            {quizWords.finish}
          </Button>
        ) : (
          <Button onClick={onNext} disabled={!answered}>
            {quizWords.next}
          </Button>
        )}
      </Inline>
    </section>
  );
}
