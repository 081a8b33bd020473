// The path: the course's units in teaching order, each with its can-do goal, guidebook and lessons, the
// learner's progress in each, and their figures.
import type { LearnPathResponse } from '@vuga/api-client';
import { Inline, ProgressBar, Stack, StatCard, visuallyHidden } from '@vuga/ui';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/button-link.tsx';
import { lessonPath, paths, placementPath } from '../../../config/paths.ts';
import {
  nextLessonId,
  placementContent,
  retentionText,
  unitHeading,
  unitsCompleted,
} from '../learn-content.ts';
import * as styles from './learn.css.ts';
import { UnitGuide } from './unit-guide.tsx';

type PathUnit = LearnPathResponse['units'][number];

/** Words learned, due today, retention and units completed: on the path and on the dashboard. */
export function LearningFigures({ path }: { path: LearnPathResponse }) {
  return (
    <div className={styles.stats}>
      <StatCard label="Words learned" value={path.words_learned} />
      <StatCard label="Due today" value={path.due} tone={path.due > 0 ? 'warning' : 'neutral'} />
      <StatCard
        label="Retention"
        value={retentionText(path)}
        hint={path.reviews > 0 ? `Of ${path.reviews} reviews of learned words` : 'After your first reviews'}
      />
      <StatCard label="Units completed" value={`${unitsCompleted(path)} of ${path.units.length}`} />
    </div>
  );
}

function UnitCard({ unit, number }: { unit: PathUnit; number: number }) {
  const done = unit.lessons.filter((lesson) => lesson.completed).length;
  const title = unitHeading(number, unit.title);
  return (
    <Stack as="li" space="sm" className={styles.unit}>
      <h3 className={styles.unitTitle}>{title}</h3>
      <p className={styles.unitGoal}>{unit.goal}</p>
      <ProgressBar
        tone="accent"
        label={
          <>
            Lessons completed<span className={visuallyHidden}> in {title}</span>
          </>
        }
        value={done}
        max={unit.lessons.length}
        valueText={`${done} of ${unit.lessons.length}`}
      />
      <Inline as="ol" space="xs" className={styles.plainList}>
        {unit.lessons.map((lesson, index) => (
          <li key={lesson.id}>
            <Link
              to={lessonPath(lesson.id)}
              className={styles.lessonLink}
              data-completed={lesson.completed}
              aria-label={`${title}, lesson ${index + 1} (${lesson.items} words)${lesson.completed ? ', completed' : ''}`}
            >
              {lesson.completed && <span aria-hidden="true">✓</span>}
              Lesson {index + 1}
            </Link>
          </li>
        ))}
      </Inline>
      <UnitGuide unitId={unit.id} heading={title} />
    </Stack>
  );
}

export function LearnPath({ path }: { path: LearnPathResponse }) {
  const next = nextLessonId(path);
  return (
    <Stack space="lg" className={styles.page}>
      <Inline space="sm" align="between">
        <h1 className={styles.title}>Learn</h1>
        <Inline space="sm">
          {next && (
            <ButtonLink to={lessonPath(next)}>
              {path.lessons_completed > 0 ? 'Continue' : 'Start the first lesson'}
            </ButtonLink>
          )}
          {path.due > 0 && (
            <ButtonLink to={paths.review} variant="secondary">
              Review ({path.due} due)
            </ButtonLink>
          )}
        </Inline>
      </Inline>
      <p className={styles.lead}>
        Units in order, from greetings onwards. Each lesson brings four to six new words and phrases with
        their recordings, then ten to fifteen short exercises. What you learn comes back in Review just before
        you would forget it.
      </p>
      {path.lessons_completed === 0 && (
        <p data-testid="placement-offer">
          {placementContent.offer} <Link to={placementPath}>{placementContent.offerLink}</Link>
        </p>
      )}
      <LearningFigures path={path} />
      <Stack as="section" space="md" aria-labelledby="course-units">
        <h2 id="course-units" className={styles.levelTitle}>
          Beginner course · {path.units.length} units
        </h2>
        <ol className={styles.units}>
          {path.units.map((unit, index) => (
            <UnitCard key={unit.id} unit={unit} number={index + 1} />
          ))}
        </ol>
      </Stack>
    </Stack>
  );
}
