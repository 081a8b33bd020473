import { type LearnerDashboard, progressBars } from '@vuga/analytics';
import {
  AchievementBadge,
  ActivityIllustration,
  Card,
  EmptyState,
  Inline,
  ProgressBar,
  ScoreBadge,
  ScoresIllustration,
  Stack,
  StatCard,
} from '@vuga/ui';
import { ButtonLink } from '../../../components/button-link.tsx';
import { StackRegion } from '../../../components/stack-region.tsx';
import { paths } from '../../../config/paths.ts';
import { describeActivity } from '../../../lib/activity-wording.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { achievementText, dashboardWords } from '../dashboard-content.ts';
import * as styles from './dashboard.css.ts';

export function DashboardView({ data }: { data: LearnerDashboard }) {
  const { overview, progress, achievements, recent_activities: recent } = data;
  const bars = progressBars(progress);
  return (
    <div className={styles.grid}>
      <StackRegion as="section" space="md" aria-labelledby="overview-title" className={styles.wide}>
        <h2 id="overview-title" className={styles.sectionTitle}>
          {dashboardWords.overview}
        </h2>
        <div className={styles.stats}>
          <StatCard label={dashboardWords.interactions} value={overview.total_interactions} />
          <StatCard label={dashboardWords.quizAttempts} value={overview.quiz_attempts} />
          <StatCard label={dashboardWords.averageScore} value={`${overview.avg_quiz_score}%`} />
        </div>
      </StackRegion>

      <Card title={dashboardWords.progress} headingLevel={2}>
        <Stack space="md">
          <ProgressBar
            tone="accent"
            value={bars.chat}
            label={dashboardWords.conversations(progress.chat_interactions)}
          />
          <ProgressBar
            tone="accent"
            value={bars.translation}
            label={dashboardWords.translations(progress.translations_made)}
          />
          <ProgressBar
            tone="accent"
            value={bars.pronunciation}
            label={dashboardWords.pronunciation(progress.pronunciation_practice)}
          />
        </Stack>
      </Card>

      <Card title={dashboardWords.quizScores} headingLevel={2}>
        {progress.quiz_scores.length === 0 ? (
          <EmptyState
            size="sm"
            illustration={<ScoresIllustration />}
            title={dashboardWords.noQuizzes}
            description={dashboardWords.noQuizzesHint}
          />
        ) : (
          <Stack as="ul" space="sm">
            {progress.quiz_scores.map((point) => (
              <Inline as="li" space="sm" align="between" key={point.timestamp}>
                <span>{formatDateTime(point.timestamp)}</span>
                <ScoreBadge score={point.score} labels={{ score: dashboardWords.score }} size="sm" />
              </Inline>
            ))}
          </Stack>
        )}
      </Card>

      <Card title={dashboardWords.achievements} headingLevel={2} className={styles.wide}>
        <ul className={styles.achievements}>
          {(Object.keys(achievementText) as (keyof typeof achievementText)[]).map((key) => (
            <li key={key}>
              <AchievementBadge
                title={achievementText[key].title}
                description={achievementText[key].description}
                isUnlocked={achievements[key]}
                labels={{ locked: dashboardWords.locked, unlocked: dashboardWords.unlocked }}
              />
            </li>
          ))}
        </ul>
      </Card>

      <Card title={dashboardWords.recent} headingLevel={2}>
        {recent.length === 0 ? (
          <EmptyState
            size="sm"
            illustration={<ActivityIllustration />}
            title={dashboardWords.nothingYet}
            description={dashboardWords.noActivity}
          />
        ) : (
          <Stack as="ul" space="sm">
            {recent.map((activity) => (
              <Inline as="li" space="sm" align="between" key={`${activity.timestamp}-${activity.type}`}>
                <span className={styles.activity}>{describeActivity(activity)}</span>
                <time dateTime={activity.timestamp} className={styles.muted}>
                  {formatDateTime(activity.timestamp)}
                </time>
              </Inline>
            ))}
          </Stack>
        )}
      </Card>

      <Card title={dashboardWords.quickLinks} headingLevel={2} className={styles.wide}>
        <Inline space="sm">
          <ButtonLink to={paths.chat}>{dashboardWords.chat}</ButtonLink>
          <ButtonLink to={paths.translate} variant="secondary">
            {dashboardWords.translate}
          </ButtonLink>
          <ButtonLink to={paths.quiz} variant="secondary">
            {dashboardWords.quiz}
          </ButtonLink>
        </Inline>
      </Card>
    </div>
  );
}
