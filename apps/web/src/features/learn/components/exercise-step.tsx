// One exercise of a lesson, drawn with the UI kit's component for its kind: a view per kind of the registry
// (@vuga/learn exercises/), keyed by kind so that a kind without a view does not type-check.
import type { LessonExercise } from '@vuga/api-client';
import { ChoiceExercise, MatchPairs, SpeakExercise, Stack, TileBuilder, TypeAnswer } from '@vuga/ui';
import type { ReactNode } from 'react';
import { kitLabels } from '../../../lib/kit-labels.ts';
import type { ExerciseAnswer } from '../api/lesson-attempt.ts';
import { playable } from '../hooks/use-lesson-player.ts';
import { checkTyped, learnWords } from '../learn-content.ts';
import * as styles from './learn.css.ts';

type Kind = LessonExercise['kind'];

interface ViewProps<K extends Kind> {
  exercise: Extract<LessonExercise, { kind: K }>;
  /** The play button of an exercise that is heard. */
  audio: ReactNode;
  onAnswer: (isCorrect: boolean, answer: ExerciseAnswer) => void;
  onContinue: () => void;
}

const VIEWS: { [K in Kind]: (props: ViewProps<K>) => ReactNode } = {
  'choose-meaning': ({ exercise, onAnswer, onContinue }) => (
    <ChoiceExercise
      labels={kitLabels.choice}
      prompt={<span lang="rw">{exercise.prompt}</span>}
      options={exercise.options}
      correctIndex={exercise.correctIndex}
      onAnswer={({ index, isCorrect }) => onAnswer(isCorrect, { choice: index })}
      onContinue={onContinue}
    />
  ),
  'listen-choose': ({ exercise, audio, onAnswer, onContinue }) => (
    <ChoiceExercise
      labels={kitLabels.choice}
      prompt={learnWords.listenPrompt}
      audio={audio}
      options={exercise.options}
      correctIndex={exercise.correctIndex}
      onAnswer={({ index, isCorrect }) => onAnswer(isCorrect, { choice: index })}
      onContinue={onContinue}
    />
  ),
  'match-pairs': ({ exercise, onAnswer, onContinue }) => (
    <MatchPairs
      labels={kitLabels.pairs}
      prompt={learnWords.pairsPrompt}
      pairs={exercise.pairs}
      rightOrder={exercise.rightOrder}
      leftLang="rw"
      onComplete={({ mistakes }) => onAnswer(mistakes === 0, { mistakes })}
      onContinue={onContinue}
    />
  ),
  'build-sentence': ({ exercise, onAnswer, onContinue }) => (
    <TileBuilder
      labels={kitLabels.tiles}
      prompt={exercise.prompt}
      tiles={exercise.tiles}
      answer={exercise.answer}
      tileLang="rw"
      onAnswer={({ words, isCorrect }) => onAnswer(isCorrect, { tiles: words })}
      onContinue={onContinue}
    />
  ),
  speak: ({ exercise, onAnswer, onContinue }) => (
    <SpeakExercise
      labels={kitLabels.speak}
      prompt={
        <Stack space="xxs" as="span">
          <span lang="rw">{exercise.text}</span>
          <span className={styles.muted}>{exercise.gloss}</span>
        </Stack>
      }
      modelSrc={playable(exercise.audio) ?? ''}
      onRate={(rating) => onAnswer(true, { spoken: rating })}
      onContinue={onContinue}
    />
  ),
  'type-answer': ({ exercise, onAnswer, onContinue }) => (
    <TypeAnswer
      labels={kitLabels.typed}
      prompt={exercise.prompt}
      inputLang="rw"
      onCheck={(typed) => checkTyped(typed, exercise.accepted)}
      onAnswer={(typed, result) => onAnswer(result.verdict !== 'wrong', { typed })}
      onContinue={onContinue}
    />
  ),
};

export function ExerciseStep(props: ViewProps<Kind>) {
  if (!Object.hasOwn(VIEWS, props.exercise.kind)) return null;
  // Each view takes its own kind's exercise; the lookup by the exercise's kind pairs them.
  const View = VIEWS[props.exercise.kind] as (props: ViewProps<Kind>) => ReactNode;
  return <View {...props} />;
}
