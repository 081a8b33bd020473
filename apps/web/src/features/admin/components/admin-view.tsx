import type { AdminUserRow } from '@vuga/analytics';
import {
  Badge,
  Banner,
  Card,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Inline,
  SearchIllustration,
  Spinner,
  Stack,
  StatCard,
  Tabs,
} from '@vuga/ui';
import { describeActivity } from '../../../lib/activity-wording.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { inboxContent, overviewWords, reviewContent } from '../admin-content.ts';
import type { AdminData } from '../api/get-admin-data.ts';
import { useAdminRecords } from '../api/get-admin-records.ts';
import * as styles from './admin.css.ts';
import { FeedbackInbox } from './feedback-inbox.tsx';
import { ReviewAdmin } from './review-admin.tsx';

const userColumns: DataTableColumn<AdminUserRow>[] = [
  { key: 'email', header: 'Email', render: (row) => row.email, sortValue: (row) => row.email },
  {
    key: 'quiz',
    header: 'Quiz attempts',
    render: (row) => row.total_quiz_attempts,
    sortValue: (row) => row.total_quiz_attempts,
    align: 'end',
  },
  {
    key: 'avg',
    header: 'Avg. quiz score',
    render: (row) => `${row.avg_quiz_score}%`,
    sortValue: (row) => row.avg_quiz_score,
    align: 'end',
  },
  {
    key: 'chat',
    header: 'Chats',
    render: (row) => row.chat_interactions,
    sortValue: (row) => row.chat_interactions,
    align: 'end',
  },
  {
    key: 'translations',
    header: 'Translations',
    render: (row) => row.translation_requests,
    sortValue: (row) => row.translation_requests,
    align: 'end',
  },
  {
    key: 'pronunciation',
    header: 'Pronunciation',
    render: (row) => row.pronunciation_requests,
    sortValue: (row) => row.pronunciation_requests,
    align: 'end',
  },
  {
    key: 'total',
    header: 'Total activities',
    render: (row) => row.total_activities,
    sortValue: (row) => row.total_activities,
    align: 'end',
  },
  {
    key: 'last',
    header: 'Last active',
    render: (row) =>
      row.last_active === 'Never' ? (
        row.last_active
      ) : (
        <time dateTime={row.last_active}>{row.last_active}</time>
      ),
    sortValue: (row) => (row.last_active === 'Never' ? '' : row.last_active),
  },
];

function HealthFlag({ label, ok }: { label: string; ok: boolean }) {
  return (
    <Inline as="li" space="sm" align="between">
      <span>{label}</span>
      <Badge tone={ok ? 'success' : 'critical'}>{ok ? 'Loaded' : 'Not loaded'}</Badge>
    </Inline>
  );
}

/**
 * Learner records the database has not taken: waiting (it was slow or down; written when it answers) and set
 * aside (refused for good, with the reason, so that they never held up the others).
 */
function RecordsHealth() {
  const records = useAdminRecords();
  if (records.isPending) return <Spinner label="Loading the records outbox" />;
  if (records.isError) {
    return (
      <Banner tone="warning" title="The records outbox could not be read">
        {apiErrorMessage(records.error, {
          failed: 'The API did not answer. Try again in a moment.',
          unreachable: 'The API is unreachable.',
        })}
      </Banner>
    );
  }
  const { pending, dropped, dead, dead_letters: letters } = records.data;
  return (
    <Stack space="sm">
      <Stack as="ul" space="sm">
        <Inline as="li" space="sm" align="between">
          <span>Records waiting for the database</span>
          <Badge tone={pending === 0 ? 'success' : 'warning'}>{pending}</Badge>
        </Inline>
        <Inline as="li" space="sm" align="between">
          <span>Records set aside (refused by the database)</span>
          <Badge tone={dead + dropped === 0 ? 'success' : 'critical'}>{dead + dropped}</Badge>
        </Inline>
      </Stack>
      {letters.length > 0 && (
        <Stack as="ul" space="xs" aria-label="Records set aside">
          {letters.map((letter) => (
            <li key={letter.key}>
              <strong>{letter.type}</strong> of {letter.user},{' '}
              <time dateTime={letter.buried_at}>{formatDateTime(letter.buried_at)}</time>: {letter.reason}
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function AdminView({ data }: { data: AdminData }) {
  const {
    overview,
    feature_usage: usage,
    user_engagement: engagement,
    system_health: health,
  } = data.analytics;
  const activities = data.analytics.recent_activities;
  return (
    <Tabs
      label="Administrator sections"
      defaultValue="overview"
      items={[
        {
          value: 'overview',
          label: 'Overview',
          content: (
            <Stack space="lg">
              <div className={styles.stats}>
                <StatCard
                  label={overviewWords.totalUsers}
                  value={data.extra?.accounts ?? overview.total_users}
                  hint={data.extra ? overviewWords.fromAuth : overviewWords.withActivity}
                />
                <StatCard label="Active today" value={overview.daily_active_users} />
                <StatCard label="Total interactions" value={overview.total_interactions} />
                <StatCard
                  label="System"
                  value={overview.system_uptime}
                  tone={overview.system_uptime === 'Online' ? 'success' : 'warning'}
                />
              </div>
              <Card title="Feature usage" headingLevel={2}>
                <div className={styles.stats}>
                  <StatCard label="Chat interactions" value={usage.chat_interactions} />
                  <StatCard label="Translation requests" value={usage.translation_requests} />
                  <StatCard label="Quiz attempts" value={usage.quiz_attempts} />
                  <StatCard label="Pronunciation requests" value={usage.pronunciation_requests} />
                </div>
              </Card>
              {data.extra && (
                <Card title={overviewWords.learning} headingLevel={2}>
                  <div className={styles.stats}>
                    <StatCard label={overviewWords.lessons} value={data.extra.lessons_completed} />
                    <StatCard label={overviewWords.reviews} value={data.extra.reviews} />
                    <StatCard label={overviewWords.feedback} value={data.extra.feedback} />
                  </div>
                </Card>
              )}
              <Card title="User engagement" headingLevel={2}>
                <div className={styles.stats}>
                  <StatCard label="Quiz attempts" value={engagement.total_quiz_attempts} />
                  <StatCard label="Average quiz score" value={`${engagement.avg_quiz_score}%`} />
                  <StatCard label="Active users today" value={engagement.active_users_today} />
                </div>
              </Card>
            </Stack>
          ),
        },
        {
          value: 'users',
          label: 'Users',
          content: (
            <DataTable
              caption="Learners"
              columns={userColumns}
              rows={data.users}
              rowKey={(row) => row.email}
              search={{ label: 'Search learners by email', text: (row) => row.email }}
              pageSize={25}
              empty={
                <EmptyState
                  size="sm"
                  illustration={<SearchIllustration />}
                  title="No learners yet"
                  description="Accounts appear after their first activity."
                />
              }
            />
          ),
        },
        {
          value: 'health',
          label: 'System Health',
          content: (
            <Card title="System health" headingLevel={2}>
              <Stack as="ul" space="sm">
                <HealthFlag label="Teaching model" ok={health.teaching_model_loaded} />
                <HealthFlag label="Speech system" ok={health.tts_system_loaded} />
                <HealthFlag label="Translation model" ok={health.translation_model_loaded} />
                <Inline as="li" space="sm" align="between">
                  <span>Errors</span>
                  <Badge tone={health.error_count === 0 ? 'success' : 'critical'}>{health.error_count}</Badge>
                </Inline>
              </Stack>
              <RecordsHealth />
            </Card>
          ),
        },
        {
          value: 'activity',
          label: 'Recent Activities',
          content: (
            <Card title="Recent activities" headingLevel={2}>
              {activities.length === 0 ? (
                <EmptyState size="sm" title="No activity yet" />
              ) : (
                <Stack as="ul" space="sm">
                  {activities.map((activity) => (
                    <Inline
                      as="li"
                      space="sm"
                      align="between"
                      key={`${activity.timestamp}-${activity.user_email}-${activity.type}`}
                    >
                      <span className={styles.activity}>
                        <strong>{activity.user_email}</strong> · {describeActivity(activity)}
                      </span>
                      <time dateTime={activity.timestamp} className={styles.muted}>
                        {formatDateTime(activity.timestamp)}
                      </time>
                    </Inline>
                  ))}
                </Stack>
              )}
            </Card>
          ),
        },
        { value: 'inbox', label: inboxContent.tab, content: <FeedbackInbox /> },
        { value: 'review', label: reviewContent.tab, content: <ReviewAdmin /> },
      ]}
    />
  );
}
