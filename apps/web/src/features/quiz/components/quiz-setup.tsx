import { Banner, Button, Inline, Select, Slider } from '@vuga/ui';
import type { Ref } from 'react';
import { useQuizCategories } from '../api/get-quiz-categories.ts';
import { difficulties, mixedCategory, type QuizDifficulty, quizLimits, quizWords } from '../quiz-content.ts';
import { categoriesErrorMessage } from '../quiz-errors.ts';
import { categoryLabel, estimatedMinutes, type QuizSettings } from '../quiz-state.ts';
import * as styles from './quiz.css.ts';

interface QuizSetupProps {
  settings: QuizSettings;
  onChange: (changes: Partial<QuizSettings>) => void;
  onStart: () => void;
  isStarting: boolean;
  headingRef: Ref<HTMLHeadingElement>;
}

/** docs/product.md §4 setup: how many questions (5–25), which category ('mixed' first), which difficulty. */
export function QuizSetup({ settings, onChange, onStart, isStarting, headingRef }: QuizSetupProps) {
  const categories = useQuizCategories();
  // Until the list arrives (or if it cannot), 'mixed' is always there, so a quiz can still be taken.
  const options = (categories.data ?? [mixedCategory]).map((value) => ({
    value,
    label: categoryLabel(value),
  }));

  return (
    <form
      className={styles.stage}
      aria-labelledby="quiz-setup-title"
      onSubmit={(event) => {
        event.preventDefault();
        onStart();
      }}
    >
      <h2 id="quiz-setup-title" ref={headingRef} tabIndex={-1} className={styles.stageTitle}>
        {quizWords.setupTitle}
      </h2>
      {categories.isError && (
        <Banner
          tone="warning"
          title={categoriesErrorMessage(categories.error)}
          action={
            <Button size="sm" variant="secondary" onClick={() => void categories.refetch()}>
              {quizWords.retry}
            </Button>
          }
        >
          {quizWords.mixedStill}
        </Banner>
      )}
      <Slider
        label={quizWords.numberOfQuestions}
        min={quizLimits.minQuestions}
        max={quizLimits.maxQuestions}
        value={settings.numQuestions}
        onValueChange={(numQuestions) => onChange({ numQuestions })}
        formatValue={(n) => quizWords.questions(n)}
      />
      <div className={styles.fields}>
        <Select
          label={quizWords.category}
          options={options}
          value={settings.category}
          onChange={(event) => onChange({ category: event.target.value })}
          hint={categories.isPending ? quizWords.loadingCategories : undefined}
        />
        <Select
          label={quizWords.difficulty}
          options={difficulties()}
          value={settings.difficulty}
          onChange={(event) => onChange({ difficulty: event.target.value as QuizDifficulty })}
        />
      </div>
      <p className={styles.estimate} data-testid="estimated-time">
        {quizWords.estimatedTime}{' '}
        <strong>{quizWords.minutes(estimatedMinutes(settings.numQuestions))}</strong> {quizWords.perQuestion}
      </p>
      <Inline space="sm">
        <Button type="submit" size="lg" isLoading={isStarting}>
          {quizWords.start}
        </Button>
      </Inline>
    </form>
  );
}
