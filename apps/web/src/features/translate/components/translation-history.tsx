import { Badge, EmptyState, Stack, WordsIllustration } from '@vuga/ui';
import { useId } from 'react';
import { StackRegion } from '../../../components/stack-region.tsx';
import { type HistoryEntry, historyText } from '../history.ts';
import { historySize, languagesOf, translateMessages as text } from '../translate-content.ts';
import * as styles from './translate.css.ts';

/**
 * The last translations of this visit, newest first (docs/product.md §9: 5 kept, texts cut to 60 characters).
 */
export function TranslationHistory({ history }: { history: readonly HistoryEntry[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.panelTitle}>
        {text.history}
      </h2>
      {history.length === 0 ? (
        <EmptyState
          size="sm"
          headingLevel={3}
          illustration={<WordsIllustration />}
          title={text.nothingYet}
          description={text.historyHint(historySize)}
        />
      ) : (
        <Stack as="ol" space="sm" aria-label={text.historyList}>
          {history.map((entry) => {
            const { from, to } = languagesOf(entry.direction);
            return (
              <StackRegion
                as="li"
                space="xxs"
                align="start"
                key={entry.id}
                className={styles.historyItem}
                data-method={entry.method}
              >
                <span className={styles.muted}>
                  {text.languages[from]} → {text.languages[to]}
                </span>
                <span lang={from} className={styles.historyOriginal}>
                  {historyText(entry.original)}
                </span>
                <span lang={to}>{historyText(entry.translated) || '—'}</span>
                {entry.method === 'word-by-word' && (
                  <Badge tone="warning" size="sm">
                    {text.guess}
                  </Badge>
                )}
              </StackRegion>
            );
          })}
        </Stack>
      )}
    </section>
  );
}
