// The admin dashboard's Review tab: who reviews (add and remove; those of the configuration are shown, not
// removable here), every decision with an Undo, and the review's progress (the same panel as the desk's).
import { Badge, Banner, Button, Card, Inline, Spinner, Stack, TextField } from '@vuga/ui';
import { type FormEvent, useState } from 'react';
import { ButtonLink } from '../../../components/button-link.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ReviewProgress } from '../../../components/review-progress.tsx';
import { paths } from '../../../config/paths.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useOnline } from '../../../lib/offline/app-status.ts';
import { reviewContent as words } from '../admin-content.ts';
import {
  useAdminDecisions,
  useAdminReviewers,
  useReviewerChange,
  useReviewProgress,
  useUndoDecision,
} from '../api/review-desk.ts';
import * as styles from './admin.css.ts';

const failure = (error: unknown) =>
  apiErrorMessage(error, { failed: words.failed, unreachable: words.unreachable });

function Reviewers() {
  const reviewers = useAdminReviewers();
  const change = useReviewerChange();
  const online = useOnline();
  const [email, setEmail] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ email, remove: false }, { onSuccess: () => setEmail('') });
  };
  return (
    <Card title={words.reviewersTitle} headingLevel={2}>
      <Stack space="md">
        <p className={styles.muted}>{words.reviewersLead}</p>
        {reviewers.isPending && <Spinner labels={{ loading: words.loading }} />}
        {reviewers.isError && (
          <Banner tone="warning" title={words.failedTitle}>
            {failure(reviewers.error)}
          </Banner>
        )}
        {reviewers.isSuccess &&
          (reviewers.data.reviewers.length === 0 ? (
            <p>{words.none}</p>
          ) : (
            <Stack as="ul" space="sm" aria-label={words.listLabel}>
              {reviewers.data.reviewers.map((reviewer) => (
                <Inline as="li" key={reviewer.email} space="sm" align="between">
                  <span className={styles.activity}>
                    <strong>{reviewer.email}</strong>{' '}
                    {reviewer.added_by && (
                      <span className={styles.muted}>{words.addedBy(reviewer.added_by)}</span>
                    )}
                  </span>
                  {reviewer.configured ? (
                    <Badge>{words.configured}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={words.remove(reviewer.email)}
                      disabled={change.isPending || !online}
                      onClick={() => change.mutate({ email: reviewer.email, remove: true })}
                    >
                      {words.removeShort}
                    </Button>
                  )}
                </Inline>
              ))}
            </Stack>
          ))}
        <form onSubmit={add}>
          <Inline space="sm" alignY="end">
            <TextField
              label={words.email}
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" isLoading={change.isPending} disabled={!online}>
              {words.add}
            </Button>
          </Inline>
        </form>
        {change.isError && (
          <Banner tone="critical" title={words.failedTitle}>
            {failure(change.error)}
          </Banner>
        )}
        <ButtonLink to={paths.reviewDesk} variant="secondary">
          {words.openDesk}
        </ButtonLink>
      </Stack>
    </Card>
  );
}

function Decisions() {
  const decisions = useAdminDecisions();
  const undo = useUndoDecision();
  const online = useOnline();
  return (
    <Card title={words.decisionsTitle} headingLevel={2}>
      <QueryState
        query={decisions}
        loading={words.decisionsLoading}
        tone="warning"
        failed={words.failedTitle}
        message={failure}
      >
        {(data) =>
          data.decisions.length === 0 ? (
            <p>{words.noDecisions}</p>
          ) : (
            <Stack as="ul" space="sm" aria-label={words.decisionsLabel}>
              {data.decisions.map((decision) => (
                <Inline as="li" key={decision.item_id} space="sm" align="between">
                  <span className={styles.activity}>
                    <strong>{decision.item_id}</strong> · {words.decided(decision.action, decision.reviewer)}
                    {decision.note && <> · “{decision.note}”</>}{' '}
                    <time dateTime={decision.decided_at} className={styles.muted}>
                      {formatDateTime(decision.decided_at)}
                    </time>
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={words.undo(decision.item_id)}
                    disabled={undo.isPending || !online}
                    onClick={() => undo.mutate(decision.item_id)}
                  >
                    {words.undoShort}
                  </Button>
                </Inline>
              ))}
            </Stack>
          )
        }
      </QueryState>
      {undo.isError && (
        <Banner tone="critical" title={words.failedTitle}>
          {failure(undo.error)}
        </Banner>
      )}
    </Card>
  );
}

export function ReviewAdmin() {
  const progress = useReviewProgress();
  return (
    <Stack space="lg">
      <Reviewers />
      <QueryState
        query={progress}
        loading={words.progressLoading}
        tone="warning"
        failed={words.failedTitle}
        message={failure}
      >
        {(data) => <ReviewProgress progress={data} />}
      </QueryState>
      <Decisions />
    </Stack>
  );
}
