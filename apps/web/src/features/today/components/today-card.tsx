// Today, for a signed-in learner on home and the dashboard: the one next step (from their own state, chosen by
// the server), the steps after it, XP towards the daily goal (settable here) and the streak.
import { DAILY_GOALS } from '@vuga/analytics';
import { ProgressBar, Select, Stack, Streak } from '@vuga/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/button-link.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { StackRegion } from '../../../components/stack-region.tsx';
import { useSetDailyGoal, useToday } from '../api/get-today.ts';
import { stepText, todayWords } from '../today-content.ts';
import * as styles from './today.css.ts';

const goalOptions = () => DAILY_GOALS.map((xp) => ({ value: String(xp), label: todayWords.goalOption(xp) }));

function Goal({ goal }: { goal: number }) {
  const save = useSetDailyGoal();
  return (
    <Select
      label={todayWords.goalLabel}
      options={goalOptions()}
      value={String(goal)}
      disabled={save.isPending}
      hint={save.isPending ? todayWords.goalSaving : todayWords.xpHow}
      error={save.isError ? todayWords.goalFailed : undefined}
      onChange={(event) => save.mutate({ xp: Number(event.target.value) as (typeof DAILY_GOALS)[number] })}
    />
  );
}

export function TodayCard() {
  const titleId = useId();
  const today = useToday();
  return (
    <section aria-labelledby={titleId} className={styles.root} data-testid="today">
      <Stack space="md">
        <h2 id={titleId} className={styles.title}>
          {todayWords.title}
        </h2>
        <QueryState
          query={today}
          loading={todayWords.loading}
          failed={todayWords.failed}
          retry={todayWords.tryAgain}
        />
        {today.data && <Day day={today.data} />}
      </Stack>
    </section>
  );
}

function Day({ day }: { day: NonNullable<ReturnType<typeof useToday>['data']> }) {
  const [first, ...rest] = day.steps.map(stepText);
  const met = day.xp.today >= day.xp.goal;
  return (
    <div className={styles.layout}>
      <Stack space="md">
        {first && (
          <StackRegion space="sm" className={styles.next} data-testid="next-step">
            <p className={styles.eyebrow}>{todayWords.nextLabel}</p>
            <h3 className={styles.nextTitle}>{first.title}</h3>
            <p className={styles.detail}>{first.detail}</p>
            <div>
              <ButtonLink to={first.to}>{first.action}</ButtonLink>
            </div>
          </StackRegion>
        )}
        {rest.length > 0 && (
          <Stack space="xs">
            <h3 className={styles.alsoTitle}>{todayWords.alsoTitle}</h3>
            <StackRegion stackAs="ul" space="xs" className={styles.also}>
              {rest.map((step) => (
                <li key={step.to + step.title}>
                  <Link to={step.to}>{step.title}</Link>
                  <span className={styles.detail}> — {step.detail}</span>
                </li>
              ))}
            </StackRegion>
          </Stack>
        )}
      </Stack>
      <Stack space="md">
        <ProgressBar
          tone={met ? 'auto' : 'accent'}
          label={todayWords.xpLabel}
          value={day.xp.today}
          max={day.xp.goal}
          valueText={todayWords.xpValue(day.xp.today, day.xp.goal)}
        />
        {met && (
          <p className={styles.goalMet} role="status">
            {todayWords.goalMet}
          </p>
        )}
        <Goal goal={day.xp.goal} />
        <Streak
          days={day.streak}
          hint={day.streak === 0 ? todayWords.streakHint : undefined}
          labels={{ title: todayWords.streakLabel, days: todayWords.streakDays, week: todayWords.streakWeek }}
        />
      </Stack>
    </div>
  );
}
