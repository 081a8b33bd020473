import { Badge, Banner, Card, EmptyState, Inline, Spinner, Stack } from '@vuga/ui';
import type { ReactNode } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { inboxContent as text } from '../admin-content.ts';
import { useAdminFeedback } from '../api/get-admin-feedback.ts';
import * as styles from './admin.css.ts';

/** The feedback form's messages, newest first, with who sent them and where to answer. */
export function FeedbackInbox() {
  const inbox = useAdminFeedback();
  let body: ReactNode;
  if (inbox.isPending) body = <Spinner labels={{ loading: text.loading }} />;
  else if (inbox.isError) {
    body = (
      <Banner tone="warning" title={text.failedTitle}>
        {apiErrorMessage(inbox.error, { failed: text.failed, unreachable: text.unreachable })}
      </Banner>
    );
  } else if (inbox.data.feedback.length === 0) {
    body = <EmptyState size="sm" title={text.emptyTitle} description={text.emptyDescription} />;
  } else {
    body = (
      <Stack as="ul" space="md" aria-label={text.listLabel}>
        {inbox.data.feedback.map((entry) => (
          <Stack as="li" space="xs" key={entry.id} aria-label={entry.subject}>
            <Inline space="sm" align="between">
              <strong>{entry.subject}</strong>
              <time dateTime={entry.received_at} className={styles.muted}>
                {formatDateTime(entry.received_at)}
              </time>
            </Inline>
            <Inline space="sm">
              <Badge>{entry.type}</Badge>
              {entry.rating !== null && <Badge>{text.rating(entry.rating)}</Badge>}
            </Inline>
            <p className={styles.message}>{entry.message}</p>
            <span className={styles.muted}>
              {text.from} {entry.account_email ?? text.signedOut}
              {entry.email !== null && ` · ${text.replyTo} ${entry.email}`}
            </span>
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <Card title={text.title} headingLevel={2}>
      {body}
    </Card>
  );
}
