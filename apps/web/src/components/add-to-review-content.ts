// The words of "Add to review" (components/add-to-review.tsx), under a chat answer or an exact translation.
import { messages } from '../lib/i18n.ts';

export const addToReviewWords = messages('addToReview', {
  add: (words: string) => `Add ${words} to review`,
  inReview: (words: string) => `${words} is in your review`,
  added: 'Added: it comes back in Review.',
  already: 'Already in your review.',
  failed: 'Could not add it to your review',
  unreachable: 'Could not reach Vuga. Check your connection.',
});
