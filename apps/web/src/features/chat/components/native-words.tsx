import { Button, Inline, Spinner } from '@vuga/ui';
import { useId, useState } from 'react';
import { StackRegion } from '../../../components/stack-region.tsx';
import { useAvailableSentences } from '../api/get-available-sentences.ts';
import { chatMessages, chatWords } from '../chat-content.ts';
import * as styles from './chat.css.ts';

/**
 * The native-speaker words, grouped by category: fetched once when first opened, then only toggled
 * (docs/product.md §4).
 */
export function NativeWords({ disabled, onPick }: { disabled: boolean; onPick: (word: string) => void }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const query = useAvailableSentences(requested);
  const panelId = useId();
  const total = query.data?.total;

  return (
    <section className={styles.panel} aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`} className={styles.panelTitle}>
        {chatWords.nativeWords}
      </h2>
      <Button
        variant="secondary"
        size="sm"
        isFullWidth
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setRequested(true);
          setOpen((value) => !value);
        }}
      >
        {open ? chatWords.hideWords : chatWords.showWords}
        {total !== undefined ? ` (${total})` : ''}
      </Button>
      <StackRegion space="sm" id={panelId} hidden={!open} className={styles.nativeWords}>
        {query.isPending && requested && (
          <Spinner size="sm" labels={{ loading: chatWords.loadingNativeWords }} />
        )}
        {query.isError && <p role="alert">{chatMessages.nativeWordsError}</p>}
        {query.isSuccess && query.data.total === 0 && (
          <p role="alert">{chatMessages.nativeWordsUnavailable}</p>
        )}
        {query.isSuccess &&
          Object.entries(query.data.categories).map(([category, words]) => (
            <div key={category}>
              <h3 className={styles.categoryTitle}>
                {category} <span className={styles.count}>({words.length})</span>
              </h3>
              <Inline as="ul" space="xs">
                {words.map((word) => (
                  <li key={word}>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={disabled}
                      onClick={() => onPick(word)}
                      lang="rw"
                    >
                      {word}
                    </Button>
                  </li>
                ))}
              </Inline>
            </div>
          ))}
      </StackRegion>
    </section>
  );
}
