import { Badge, EmptyState, Stack, WordsIllustration } from '@vuga/ui';
import { useId } from 'react';
import { StackRegion } from '../../../components/stack-region.tsx';
import { type HistoryEntry, historyText } from '../history.ts';
import { historySize, languageName, languagesOf } from '../translate-content.ts';
import * as styles from './translate.css.ts';

/**
 * The last translations of this visit, newest first (docs/product.md §9: 5 kept, texts cut to 60 characters).
 */
export function TranslationHistory({ history }: { history: readonly HistoryEntry[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.panelTitle}>
        Recent translations
      </h2>
      {history.length === 0 ? (
        <EmptyState
          size="sm"
          headingLevel={3}
          illustration={<WordsIllustration />}
          title="Nothing yet"
          description={`Your last ${historySize} translations appear here.`}
        />
      ) : (
        <Stack as="ol" space="sm" aria-label="Recent translations, newest first">
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
                  {languageName[from]} → {languageName[to]}
                </span>
                <span lang={from} className={styles.historyOriginal}>
                  {historyText(entry.original)}
                </span>
                <span lang={to}>{historyText(entry.translated) || '—'}</span>
                {entry.method === 'word-by-word' && (
                  <Badge tone="warning" size="sm">
                    guess
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
