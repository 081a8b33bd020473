// The path: units of lessons from beginner to advanced, the learner's progress in each, and their figures.
import type { LearnPathResponse } from '@vuga/api-client';
import { Badge, Inline, ProgressBar, Stack, StatCard } from '@vuga/ui';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/button-link.tsx';
import { lessonPath, paths, placementPath } from '../../../config/paths.ts';
import {
  difficultyLabel,
  nextLessonId,
  placementContent,
  retentionText,
  unitsCompleted,
  unitTitle,
} from '../learn-content.ts';
import * as styles from './learn.css.ts';

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

function UnitCard({ unit }: { unit: PathUnit }) {
  const done = unit.lessons.filter((lesson) => lesson.completed).length;
  const title = unitTitle(unit.category);
  return (
    <Stack as="li" space="sm" className={styles.unit}>
      <h3 className={styles.unitTitle}>{title}</h3>
      <ProgressBar
        tone="accent"
        label={`${title}: lessons completed`}
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
    </Stack>
  );
}

export function LearnPath({ path }: { path: LearnPathResponse }) {
  const next = nextLessonId(path);
  const levels = (Object.keys(difficultyLabel) as (keyof typeof difficultyLabel)[])
    .map((level) => ({ level, units: path.units.filter((unit) => unit.difficulty === level) }))
    .filter((group) => group.units.length > 0);
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
        Lessons of five to eight words and phrases, each with its recording and an example, then practice.
        What you learn comes back in Review just before you would forget it.
      </p>
      {path.lessons_completed === 0 && (
        <p data-testid="placement-offer">
          {placementContent.offer} <Link to={placementPath}>{placementContent.offerLink}</Link>
        </p>
      )}
      <LearningFigures path={path} />
      {levels.map(({ level, units }) => (
        <Stack as="section" space="md" key={level} aria-labelledby={`level-${level}`}>
          <h2 id={`level-${level}`} className={styles.levelTitle}>
            {difficultyLabel[level]} <Badge size="sm">{units.length} units</Badge>
          </h2>
          <ul className={styles.units}>
            {units.map((unit) => (
              <UnitCard key={unit.id} unit={unit} />
            ))}
          </ul>
        </Stack>
      ))}
    </Stack>
  );
}
