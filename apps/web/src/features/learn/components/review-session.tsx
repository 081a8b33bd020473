// A review session: the cards due now, one at a time, in either direction. The learner flips a card and grades
// how well they remembered, or types the answer and the server grades it (the same rule shows the verdict
// here). The server schedules each card with FSRS, so the next review comes when it is due.
import { audioUrl, type ReviewCardView } from '@vuga/api-client';
import {
  AudioButton,
  Banner,
  Button,
  EmptyState,
  Flashcard,
  type FlashcardGrade,
  Inline,
  ProgressBar,
  Spinner,
  Switch,
  TypeAnswer,
  WordsIllustration,
} from '@vuga/ui';
import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '../../../components/button-link.tsx';
import { SyncStatus } from '../../../components/sync-status.tsx';
import { paths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useAudioPlayer } from '../../../lib/audio-player.ts';
import { kitLabels } from '../../../lib/kit-labels.ts';
import { useDueCount } from '../../../lib/review/due-count.ts';
import { getSettings } from '../../../lib/settings.ts';
import { useGradeReview, useReviewDue } from '../api/learn.ts';
import { checkTyped, learnMessages, reviewQuestion, reviewWords } from '../learn-content.ts';
import * as styles from './learn.css.ts';

interface Session {
  cards: ReviewCardView[];
  index: number;
  reviewed: number;
}

export function ReviewSession() {
  const due = useReviewDue();
  const grade = useGradeReview();
  const dueNow = useDueCount();
  const audio = useAudioPlayer();
  const [session, setSession] = useState<Session | null>(null);
  const [typing, setTyping] = useState(false);
  const [flipped, setFlipped] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // A session is the cards due when it starts: grading one does not reshuffle the rest.
  useEffect(() => {
    if (due.data && !session) setSession({ cards: due.data.cards, index: 0, reviewed: 0 });
  }, [due.data, session]);

  const card = session?.cards[session.index];
  const rwFront = card?.direction === 'rw-en';
  const recording = card?.audio_url ? audioUrl(apiClient.baseUrl, card.audio_url, undefined) : null;
  // The recording says the Kinyarwanda side: on a card asking for it, only once the answer shows.
  const canHear = recording && (rwFront || flipped);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new card (and its answer shown) once
  useEffect(() => {
    audio.stop();
    if (card && canHear && getSettings().preferences.autoPlay) void audio.play(card.id, recording);
  }, [card?.id, canHear]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the next card's heading, not the first one's
  useEffect(() => {
    if (session && session.index > 0) heading.current?.focus();
  }, [session?.index]);

  const advance = () => {
    setFlipped(false);
    // A typed answer still being saved keeps going (and shows its error if it fails).
    if (!grade.isPending) grade.reset();
    setSession((s) => (s ? { ...s, index: s.index + 1, reviewed: s.reviewed + 1 } : s));
  };
  // The next session is what is due now: fetched again, not the first answer's cards.
  const restart = async () => {
    const next = await due.refetch();
    if (next.data) setSession({ cards: next.data.cards, index: 0, reviewed: 0 });
  };

  if (due.isPending) return <Spinner size="lg" label={reviewWords.loading} />;
  if (due.isError) {
    return (
      <Banner
        tone="critical"
        title={learnMessages.dueFailed}
        action={
          <Button size="sm" variant="secondary" onClick={() => void due.refetch()}>
            {reviewWords.tryAgain}
          </Button>
        }
      >
        {apiErrorMessage(due.error, {
          failed: learnMessages.dueFailed,
          unreachable: learnMessages.unreachable,
        })}
      </Banner>
    );
  }
  if (!session) return null;

  if (session.cards.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        illustration={<WordsIllustration />}
        title={reviewWords.emptyTitle}
        description={reviewWords.emptyText}
        action={<ButtonLink to={paths.learn}>{reviewWords.learnLesson}</ButtonLink>}
      />
    );
  }

  if (!card) {
    const left = dueNow ?? 0;
    return (
      <section className={styles.stage} aria-labelledby="review-done-title">
        <h2 id="review-done-title" ref={heading} tabIndex={-1} className={styles.stageTitle}>
          {reviewWords.complete}
        </h2>
        <p data-testid="review-summary">
          {reviewWords.reviewed(session.reviewed)}{' '}
          {left > 0 ? reviewWords.moreDue(left) : reviewWords.nothingDue}
        </p>
        <SyncStatus className={styles.muted} />
        <Inline space="sm">
          {left > 0 ? (
            <Button onClick={() => void restart()} isLoading={due.isFetching}>
              {reviewWords.more}
            </Button>
          ) : (
            <ButtonLink to={paths.learn}>{reviewWords.newLesson}</ButtonLink>
          )}
          <ButtonLink to={paths.dashboard} variant="secondary">
            {reviewWords.progress}
          </ButtonLink>
        </Inline>
      </section>
    );
  }

  const sendGrade = (value: FlashcardGrade) =>
    grade.mutate({ card_id: card.id, due_at: card.due_at, grade: value }, { onSuccess: advance });
  const hear = canHear ? (
    <AudioButton
      size="md"
      state={audio.stateOf(card.id)}
      onPlay={() => void audio.play(card.id, recording)}
      onStop={audio.stop}
      labels={{ ...kitLabels.audio, idle: reviewWords.play }}
    />
  ) : undefined;

  return (
    <section className={styles.stage} aria-labelledby="review-card-title">
      <Inline space="sm" align="between">
        <h2 id="review-card-title" ref={heading} tabIndex={-1} className={styles.stageTitle}>
          {reviewWords.card(session.index + 1, session.cards.length)}
        </h2>
        <Switch label={reviewWords.typing} checked={typing} onCheckedChange={setTyping} />
      </Inline>
      <ProgressBar
        tone="accent"
        label={reviewWords.reviewedLabel}
        value={session.index}
        max={session.cards.length}
        valueText={reviewWords.of(session.index, session.cards.length)}
      />
      {typing ? (
        <TypeAnswer
          labels={kitLabels.typed}
          key={card.id}
          prompt={
            <>
              {reviewQuestion(card)} <strong lang={rwFront ? 'rw' : 'en'}>{card.prompt}</strong>
            </>
          }
          audio={rwFront ? hear : undefined}
          inputLang={rwFront ? 'en' : 'rw'}
          onCheck={(typed) => checkTyped(typed, card.answers)}
          onAnswer={(typed) => grade.mutate({ card_id: card.id, due_at: card.due_at, typed })}
          onContinue={advance}
        />
      ) : (
        <Flashcard
          key={card.id}
          front={card.prompt}
          back={card.answers.join(' · ')}
          frontLang={rwFront ? 'rw' : 'en'}
          backLang={rwFront ? 'en' : 'rw'}
          audio={hear}
          isFlipped={flipped}
          onFlip={setFlipped}
          onGrade={sendGrade}
          labels={{ ...kitLabels.flashcard, front: reviewQuestion(card) }}
        />
      )}
      {grade.isError && (
        <Banner
          tone="critical"
          title={learnMessages.gradeFailed}
          action={
            <Button
              size="sm"
              variant="secondary"
              onClick={() => grade.variables && grade.mutate(grade.variables)}
            >
              {reviewWords.tryAgain}
            </Button>
          }
        >
          {apiErrorMessage(grade.error, {
            failed: learnMessages.gradeFailed,
            unreachable: learnMessages.unreachable,
          })}
        </Banner>
      )}
    </section>
  );
}
