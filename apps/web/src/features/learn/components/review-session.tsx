// A review session: the cards due now, one at a time, in either direction. The learner flips a card and grades
// how well they remembered, or types the answer and the server grades it (the same rule shows the verdict
// here). The server schedules each card with FSRS, so the next review comes when it is due.
import {
  AudioButton,
  Banner,
  Button,
  EmptyState,
  Flashcard,
  Inline,
  ProgressBar,
  Switch,
  TypeAnswer,
  WordsIllustration,
} from '@vuga/ui';
import { ButtonLink } from '../../../components/button-link.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SyncStatus } from '../../../components/sync-status.tsx';
import { paths } from '../../../config/paths.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { kitLabels } from '../../../lib/kit-labels.ts';
import { type ReviewSessionState, useReviewSession } from '../hooks/use-review-session.ts';
import { checkTyped, learnMessages, reviewQuestion, reviewWords } from '../learn-content.ts';
import * as styles from './learn.css.ts';

export function ReviewSession() {
  const review = useReviewSession();
  return (
    <QueryState
      query={review.due}
      loading={reviewWords.loading}
      size="lg"
      failed={learnMessages.dueFailed}
      message={(error) =>
        apiErrorMessage(error, { failed: learnMessages.dueFailed, unreachable: learnMessages.unreachable })
      }
      retry={reviewWords.tryAgain}
    >
      {() => <ReviewStage review={review} />}
    </QueryState>
  );
}

/** The session once the due cards are there: none due, a card, or the session's end. */
function ReviewStage({ review }: { review: ReviewSessionState }) {
  const { session, card } = review;
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
    const left = review.dueNow ?? 0;
    return (
      <section className={styles.stage} aria-labelledby="review-done-title">
        <h2 id="review-done-title" ref={review.heading} tabIndex={-1} className={styles.stageTitle}>
          {reviewWords.complete}
        </h2>
        <p data-testid="review-summary">
          {reviewWords.reviewed(session.reviewed)}{' '}
          {left > 0 ? reviewWords.moreDue(left) : reviewWords.nothingDue}
        </p>
        <SyncStatus className={styles.muted} />
        <Inline space="sm">
          {left > 0 ? (
            <Button onClick={() => void review.restart()} isLoading={review.due.isFetching}>
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

  const hear = review.canHear ? (
    <AudioButton
      size="md"
      state={review.audio.stateOf(card.id)}
      onPlay={review.playCard}
      onStop={review.audio.stop}
      labels={{ ...kitLabels.audio, idle: reviewWords.play }}
    />
  ) : undefined;

  return (
    <section className={styles.stage} aria-labelledby="review-card-title">
      <Inline space="sm" align="between">
        <h2 id="review-card-title" ref={review.heading} tabIndex={-1} className={styles.stageTitle}>
          {reviewWords.card(session.index + 1, session.cards.length)}
        </h2>
        <Switch label={reviewWords.typing} checked={review.typing} onCheckedChange={review.setTyping} />
      </Inline>
      <ProgressBar
        tone="accent"
        label={reviewWords.reviewedLabel}
        value={session.index}
        max={session.cards.length}
        valueText={reviewWords.of(session.index, session.cards.length)}
      />
      {review.typing ? (
        <TypeAnswer
          labels={kitLabels.typed}
          key={card.id}
          prompt={
            <>
              {reviewQuestion(card)} <strong lang={review.rwFront ? 'rw' : 'en'}>{card.prompt}</strong>
            </>
          }
          audio={review.rwFront ? hear : undefined}
          inputLang={review.rwFront ? 'en' : 'rw'}
          onCheck={(typed) => checkTyped(typed, card.answers)}
          onAnswer={review.sendTyped}
          onContinue={review.advance}
        />
      ) : (
        <Flashcard
          key={card.id}
          front={card.prompt}
          back={card.answers.join(' · ')}
          frontLang={review.rwFront ? 'rw' : 'en'}
          backLang={review.rwFront ? 'en' : 'rw'}
          audio={hear}
          isFlipped={review.flipped}
          onFlip={review.setFlipped}
          onGrade={review.sendGrade}
          labels={{ ...kitLabels.flashcard, front: reviewQuestion(card) }}
        />
      )}
      {review.grade.isError && (
        <Banner
          tone="critical"
          title={learnMessages.gradeFailed}
          action={
            <Button size="sm" variant="secondary" onClick={review.retryGrade}>
              {reviewWords.tryAgain}
            </Button>
          }
        >
          {apiErrorMessage(review.grade.error, {
            failed: learnMessages.gradeFailed,
            unreachable: learnMessages.unreachable,
          })}
        </Banner>
      )}
    </section>
  );
}
