import { Banner, Button, Inline, Select, Slider } from '@vuga/ui';
import { type Ref, useEffect } from 'react';
import { useOnline } from '../../../lib/offline/app-status.ts';
import { offlineContent } from '../../../lib/offline/offline-content.ts';
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
  const online = useOnline();
  // Until the list arrives (or if it cannot), 'mixed' is always there, so a quiz can still be taken.
  const options = (categories.data ?? [mixedCategory]).map((value) => ({
    value,
    label: categoryLabel(value),
  }));
  // A category chosen by a link that the quiz does not offer falls back to mixed.
  const offered = categories.data;
  useEffect(() => {
    if (offered && !offered.includes(settings.category)) onChange({ category: mixedCategory });
  }, [offered, settings.category, onChange]);

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
        <Button
          type="submit"
          size="lg"
          isLoading={isStarting}
          disabled={!online}
          aria-describedby={online ? undefined : 'quiz-needs-server'}
        >
          {quizWords.start}
        </Button>
      </Inline>
      {!online && (
        <p id="quiz-needs-server" className={styles.estimate}>
          {offlineContent.quizNeedsServer}
        </p>
      )}
    </form>
  );
}
