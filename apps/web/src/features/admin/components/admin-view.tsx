import type { AdminUserRow } from '@vuga/analytics';
import type { AdminRecordsResponse } from '@vuga/api-client';
import {
  Badge,
  Card,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Inline,
  SearchIllustration,
  Stack,
  StatCard,
  Tabs,
} from '@vuga/ui';
import { QueryState } from '../../../components/query-state.tsx';
import { describeActivity } from '../../../lib/activity-wording.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { inboxContent, overviewWords, reviewContent, adminViewWords as words } from '../admin-content.ts';
import type { AdminData } from '../api/get-admin-data.ts';
import { useAdminRecords } from '../api/get-admin-records.ts';
import * as styles from './admin.css.ts';
import { FeedbackInbox } from './feedback-inbox.tsx';
import { ReviewAdmin } from './review-admin.tsx';

/** The learners table's columns, in the interface's language. */
const userColumns = (): DataTableColumn<AdminUserRow>[] => [
  { key: 'email', header: words.columns.email, render: (row) => row.email, sortValue: (row) => row.email },
  {
    key: 'quiz',
    header: words.columns.quiz,
    render: (row) => row.total_quiz_attempts,
    sortValue: (row) => row.total_quiz_attempts,
    align: 'end',
  },
  {
    key: 'avg',
    header: words.columns.average,
    render: (row) => `${row.avg_quiz_score}%`,
    sortValue: (row) => row.avg_quiz_score,
    align: 'end',
  },
  {
    key: 'chat',
    header: words.columns.chats,
    render: (row) => row.chat_interactions,
    sortValue: (row) => row.chat_interactions,
    align: 'end',
  },
  {
    key: 'translations',
    header: words.columns.translations,
    render: (row) => row.translation_requests,
    sortValue: (row) => row.translation_requests,
    align: 'end',
  },
  {
    key: 'pronunciation',
    header: words.columns.pronunciation,
    render: (row) => row.pronunciation_requests,
    sortValue: (row) => row.pronunciation_requests,
    align: 'end',
  },
  {
    key: 'total',
    header: words.columns.total,
    render: (row) => row.total_activities,
    sortValue: (row) => row.total_activities,
    align: 'end',
  },
  {
    key: 'last',
    header: words.columns.lastActive,
    render: (row) =>
      row.last_active === 'Never' ? words.never : <time dateTime={row.last_active}>{row.last_active}</time>,
    sortValue: (row) => (row.last_active === 'Never' ? '' : row.last_active),
  },
];

function HealthFlag({ label, ok }: { label: string; ok: boolean }) {
  return (
    <Inline as="li" space="sm" align="between">
      <span>{label}</span>
      <Badge tone={ok ? 'success' : 'critical'}>{ok ? words.loaded : words.notLoaded}</Badge>
    </Inline>
  );
}

/**
 * Learner records the database has not taken: waiting (it was slow or down; written when it answers) and set
 * aside (refused for good, with the reason, so that they never held up the others).
 */
function RecordsHealth() {
  return (
    <QueryState
      query={useAdminRecords()}
      loading={words.recordsLoading}
      tone="warning"
      failed={words.recordsFailed}
      message={(error) =>
        apiErrorMessage(error, { failed: words.apiFailed, unreachable: words.apiUnreachable })
      }
    >
      {(records) => <Records records={records} />}
    </QueryState>
  );
}

function Records({ records }: { records: AdminRecordsResponse }) {
  const { pending, dropped, dead, dead_letters: letters } = records;
  return (
    <Stack space="sm">
      <Stack as="ul" space="sm">
        <Inline as="li" space="sm" align="between">
          <span>{words.recordsWaiting}</span>
          <Badge tone={pending === 0 ? 'success' : 'warning'}>{pending}</Badge>
        </Inline>
        <Inline as="li" space="sm" align="between">
          <span>{words.recordsSetAside}</span>
          <Badge tone={dead + dropped === 0 ? 'success' : 'critical'}>{dead + dropped}</Badge>
        </Inline>
      </Stack>
      {letters.length > 0 && (
        <Stack as="ul" space="xs" aria-label={words.setAsideList}>
          {letters.map((letter) => (
            <li key={letter.key}>
              <strong>{letter.type}</strong> {words.of} {letter.user},{' '}
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
      label={words.sections}
      defaultValue="overview"
      items={[
        {
          value: 'overview',
          label: words.overview,
          content: (
            <Stack space="lg">
              <div className={styles.stats}>
                <StatCard
                  label={overviewWords.totalUsers}
                  value={data.extra?.accounts ?? overview.total_users}
                  hint={data.extra ? overviewWords.fromAuth : overviewWords.withActivity}
                />
                <StatCard label={words.activeToday} value={overview.daily_active_users} />
                <StatCard label={words.totalInteractions} value={overview.total_interactions} />
                <StatCard
                  label={words.system}
                  value={overview.system_uptime === 'Online' ? words.online : overview.system_uptime}
                  tone={overview.system_uptime === 'Online' ? 'success' : 'warning'}
                />
              </div>
              <Card title={words.featureUsage} headingLevel={2}>
                <div className={styles.stats}>
                  <StatCard label={words.chatInteractions} value={usage.chat_interactions} />
                  <StatCard label={words.translationRequests} value={usage.translation_requests} />
                  <StatCard label={words.quizAttempts} value={usage.quiz_attempts} />
                  <StatCard label={words.pronunciationRequests} value={usage.pronunciation_requests} />
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
              <Card title={words.engagement} headingLevel={2}>
                <div className={styles.stats}>
                  <StatCard label={words.quizAttempts} value={engagement.total_quiz_attempts} />
                  <StatCard label={words.averageQuizScore} value={`${engagement.avg_quiz_score}%`} />
                  <StatCard label={words.activeUsersToday} value={engagement.active_users_today} />
                </div>
              </Card>
            </Stack>
          ),
        },
        {
          value: 'users',
          label: words.users,
          content: (
            <DataTable
              caption={words.learners}
              columns={userColumns()}
              rows={data.users}
              rowKey={(row) => row.email}
              search={{ label: words.searchLearners, text: (row) => row.email }}
              pageSize={25}
              empty={
                <EmptyState
                  size="sm"
                  illustration={<SearchIllustration />}
                  title={words.noLearners}
                  description={words.noLearnersText}
                />
              }
            />
          ),
        },
        {
          value: 'health',
          label: words.health,
          content: (
            <Card title={words.systemHealth} headingLevel={2}>
              <Stack as="ul" space="sm">
                <HealthFlag label={words.teachingModel} ok={health.teaching_model_loaded} />
                <HealthFlag label={words.speechSystem} ok={health.tts_system_loaded} />
                <HealthFlag label={words.translationModel} ok={health.translation_model_loaded} />
                <Inline as="li" space="sm" align="between">
                  <span>{words.errors}</span>
                  <Badge tone={health.error_count === 0 ? 'success' : 'critical'}>{health.error_count}</Badge>
                </Inline>
              </Stack>
              <RecordsHealth />
            </Card>
          ),
        },
        {
          value: 'activity',
          label: words.activity,
          content: (
            <Card title={words.recentActivities} headingLevel={2}>
              {activities.length === 0 ? (
                <EmptyState size="sm" title={words.noActivity} />
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
