// The content review's progress, shown on the review desk and in the admin dashboard: reviewed and draft by
// kind and by course unit, and what the next decisions of the queue would unlock. Its figures change with every
// decision: they carry data-varies (the screenshots mask them).
import type { DeskProgressResponse } from '@vuga/api-client/contract';
import { Card, ProgressBar, Stack } from '@vuga/ui';
import { progressWords as words } from './review-progress-content.ts';

function Share({ label, reviewed, draft }: { label: string; reviewed: number; draft: number }) {
  const total = reviewed + draft;
  return (
    <li>
      <ProgressBar
        value={reviewed}
        max={Math.max(total, 1)}
        label={label}
        valueText={words.share(reviewed, total)}
      />
    </li>
  );
}

export function ReviewProgress({
  progress,
  headingLevel = 2,
}: {
  progress: DeskProgressResponse;
  headingLevel?: 2 | 3;
}) {
  const { next } = progress;
  return (
    <Card title={words.title} headingLevel={headingLevel} data-varies="">
      <Stack space="md">
        <Stack as="ul" space="sm" aria-label={words.kindsCaption}>
          {progress.kinds.map((kind) => (
            <Share
              key={kind.kind}
              label={words.kind[kind.kind]}
              reviewed={kind.reviewed}
              draft={kind.draft}
            />
          ))}
        </Stack>
        <section aria-label={words.nextTitle(next.decisions)}>
          <p>
            <strong>{words.nextTitle(next.decisions)}</strong>
          </p>
          <ul>
            <li>{words.sureForms(next.sure_forms)}</li>
            <li>{words.quizQuestions(next.quiz_questions)}</li>
            <li>{words.grammarTopics(next.grammar_topics)}</li>
            <li>{words.wordsAndPhrases(next.words, next.phrases)}</li>
          </ul>
          {progress.decided > 0 && <p>{words.decided(progress.decided)}</p>}
        </section>
        <Stack as="ul" space="sm" aria-label={words.unitsCaption}>
          {progress.units.map((unit) => (
            <Share key={unit.id} label={unit.title} reviewed={unit.reviewed} draft={unit.draft} />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
