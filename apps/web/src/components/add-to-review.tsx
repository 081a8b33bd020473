// "Add to review" under a chat answer or an exact translation: the word or phrase becomes review cards (both
// directions) on the server, which refuses what Vuga does not teach from reviewed content, and says so.
import { Button, CheckIcon } from '@vuga/ui';
import { useState } from 'react';
import { apiClient } from '../lib/api-client.ts';
import { apiErrorMessage } from '../lib/api-error-message.ts';
import { useAuth } from '../lib/auth/use-auth.ts';
import { setDueCount } from '../lib/review/due-count.ts';
import * as styles from './add-to-review.css.ts';
import { addToReviewWords as wording } from './add-to-review-content.ts';

type AddState =
  | { kind: 'idle' | 'adding' }
  | { kind: 'added'; fresh: boolean }
  | { kind: 'failed'; message: string };

/**
 * Only for a signed-in learner (the administrator has no reviews). `text` is the Kinyarwanda the API said it
 * accepts (review_text); `shown` is how the page wrote it, for the button's words (the text by default).
 */
export function AddToReview({ text, shown }: { text: string; shown?: string }) {
  const { role } = useAuth();
  const [state, setState] = useState<AddState>({ kind: 'idle' });
  if (role !== 'learner' || !text) return null;
  const words = shown?.trim() || text;

  const add = async () => {
    setState({ kind: 'adding' });
    try {
      const result = await apiClient.addReviewCard(text);
      setDueCount(result.due);
      setState({ kind: 'added', fresh: result.cards_added > 0 });
    } catch (error) {
      const message = apiErrorMessage(error, {
        failed: wording.failed,
        unreachable: wording.unreachable,
      });
      setState({ kind: 'failed', message });
    }
  };

  const added = state.kind === 'added';
  return (
    <span className={styles.addToReview}>
      {/* The word is in the visible label: several answers each have their own button. */}
      <Button
        variant="secondary"
        size="sm"
        icon={added ? <CheckIcon /> : undefined}
        isLoading={state.kind === 'adding'}
        disabled={added}
        onClick={() => void add()}
      >
        {added ? wording.inReview(words) : wording.add(words)}
      </Button>
      {/* A live region, not a second role=status beside the copy confirmation of a translation. */}
      <span aria-live="polite" className={styles.muted}>
        {state.kind === 'added' && (state.fresh ? wording.added : wording.already)}
        {state.kind === 'failed' && state.message}
      </span>
    </span>
  );
}
