// The path: the course's units in teaching order, each with its can-do goal, guidebook and lessons, the
// learner's progress in each, and their figures.
import type { LearnPathResponse } from '@vuga/api-client';
import {
  CheckIcon,
  Inline,
  LockIcon,
  ProgressBar,
  Stack,
  StarIcon,
  StatCard,
  visuallyHidden,
} from '@vuga/ui';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/button-link.tsx';
import { StackRegion } from '../../../components/stack-region.tsx';
import { lessonPath, paths, placementPath } from '../../../config/paths.ts';
import {
  lessonStates,
  type NodeState,
  nextLessonId,
  pathWords,
  placementContent,
  retentionHint,
  retentionText,
  unitHeading,
  unitsCompleted,
} from '../learn-content.ts';
import * as styles from './learn.css.ts';
import * as pathStyles from './path.css.ts';
import { UnitEmblem } from './unit-emblem.tsx';
import { UnitGuide } from './unit-guide.tsx';

type PathUnit = LearnPathResponse['units'][number];

/** Words learned, due today, retention and units completed: on the path and on the dashboard. */
export function LearningFigures({ path, className }: { path: LearnPathResponse; className?: string }) {
  return (
    <div className={className ?? styles.stats}>
      <StatCard label={pathWords.wordsLearned} value={path.words_learned} />
      <StatCard label={pathWords.dueToday} value={path.due} tone={path.due > 0 ? 'warning' : 'neutral'} />
      <StatCard label={pathWords.retention} value={retentionText(path)} hint={retentionHint(path)} />
      <StatCard
        label={pathWords.unitsCompleted}
        value={pathWords.unitsOf(unitsCompleted(path), path.units.length)}
      />
    </div>
  );
}

function LessonNode({
  lesson,
  number,
  unitTitle,
  state,
  first,
  index,
}: {
  lesson: PathUnit['lessons'][number];
  number: number;
  unitTitle: string;
  state: NodeState;
  /** No lesson completed yet: the next one says "Start here". */
  first: boolean;
  index: number;
}) {
  const stateText =
    state === 'next' ? (first ? pathWords.state.start : pathWords.state.next) : pathWords.state[state];
  // Said as one sentence ("Start here: Unit 1 · Greetings, lesson 1 (5 words)"); what is drawn is the same
  // words in two lines under the circle, hidden from the screen reader so it is not said twice.
  const label = pathWords.nodeLabel(unitTitle, number, lesson.items, stateText);
  const body = (
    <>
      <span className={visuallyHidden}>{label}</span>
      <span className={pathStyles.circle} aria-hidden="true">
        {state === 'done' ? <CheckIcon /> : state === 'locked' ? <LockIcon /> : <StarIcon />}
      </span>
      <span className={pathStyles.nodeText} aria-hidden="true">
        <span className={pathStyles.nodeTitle}>{pathWords.lesson(number)}</span>
        <span className={pathStyles.nodeState}>
          {stateText} · {pathWords.words(lesson.items)}
        </span>
      </span>
    </>
  );
  return (
    <li className={pathStyles.node} data-state={state} data-wind={index % 8}>
      {state === 'locked' ? (
        <span className={pathStyles.nodeLink}>{body}</span>
      ) : (
        <Link
          to={lessonPath(lesson.id)}
          className={pathStyles.nodeLink}
          aria-current={state === 'next' ? 'step' : undefined}
        >
          {body}
        </Link>
      )}
    </li>
  );
}

function UnitStage({
  unit,
  number,
  states,
  first,
}: {
  unit: PathUnit;
  number: number;
  states: Map<string, NodeState>;
  first: boolean;
}) {
  const done = unit.lessons.filter((lesson) => lesson.completed).length;
  const title = unitHeading(number, unit.title);
  const unitState: NodeState =
    done === unit.lessons.length
      ? 'done'
      : unit.lessons.some((lesson) => states.get(lesson.id) === 'next')
        ? 'next'
        : done > 0
          ? 'next'
          : 'locked';
  return (
    <li className={pathStyles.unit}>
      <section aria-label={title}>
        <div className={pathStyles.unitHeader} data-state={unitState}>
          <div className={pathStyles.unitTop}>
            <div className={pathStyles.unitName}>
              <UnitEmblem state={unitState} />
              <h3 className={pathStyles.unitTitle}>{title}</h3>
            </div>
            <UnitGuide unitId={unit.id} heading={title} />
          </div>
          <p className={pathStyles.unitGoal}>{unit.goal}</p>
          <ProgressBar
            tone="accent"
            label={
              <>
                {unitState === 'done' ? pathWords.unitDone : pathWords.lessonsCompleted}
                <span className={visuallyHidden}>{pathWords.inUnit(title)}</span>
              </>
            }
            value={done}
            max={unit.lessons.length}
            valueText={pathWords.unitProgress(done, unit.lessons.length)}
          />
        </div>
        <ol className={pathStyles.lessons} aria-label={pathWords.lessonsOf(title)}>
          {unit.lessons.map((lesson, index) => (
            <LessonNode
              key={lesson.id}
              lesson={lesson}
              number={index + 1}
              unitTitle={title}
              state={states.get(lesson.id) ?? 'locked'}
              first={first}
              index={index}
            />
          ))}
        </ol>
      </section>
    </li>
  );
}

export function LearnPath({ path }: { path: LearnPathResponse }) {
  const next = nextLessonId(path);
  const states = lessonStates(path);
  const first = path.lessons_completed === 0;
  return (
    <StackRegion space="lg" className={styles.page}>
      <Inline space="sm" align="between">
        <h1 className={styles.title}>{pathWords.title}</h1>
        <Inline space="sm">
          {next && (
            <ButtonLink to={lessonPath(next)}>{first ? pathWords.start : pathWords.continue}</ButtonLink>
          )}
          {path.due > 0 && (
            <ButtonLink to={paths.review} variant="secondary">
              {pathWords.review(path.due)}
            </ButtonLink>
          )}
        </Inline>
      </Inline>
      <p className={styles.lead}>{pathWords.lead}</p>
      {first && (
        <p data-testid="placement-offer" className={styles.muted}>
          {placementContent.offer} <Link to={placementPath}>{placementContent.offerLink}</Link>
        </p>
      )}
      <div className={pathStyles.layout}>
        <Stack as="section" space="md" aria-labelledby="course-units">
          <h2 id="course-units" className={styles.levelTitle}>
            {pathWords.course(path.units.length)}
          </h2>
          <ol className={pathStyles.units}>
            {path.units.map((unit, index) => (
              <UnitStage key={unit.id} unit={unit} number={index + 1} states={states} first={first} />
            ))}
          </ol>
        </Stack>
        <StackRegion as="section" space="md" className={pathStyles.aside} aria-labelledby="path-figures">
          <h2 id="path-figures" className={styles.levelTitle}>
            {pathWords.figures}
          </h2>
          <LearningFigures path={path} className={pathStyles.figures} />
        </StackRegion>
      </div>
    </StackRegion>
  );
}
