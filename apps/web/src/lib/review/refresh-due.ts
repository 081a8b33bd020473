// Loaded when a learner signs in: their due review count for the navigation badge.
import { apiClient } from '../api-client.ts';
import { setDueCount } from './due-count.ts';
import { reviewDay } from './review-day.ts';

export async function refreshDueCount() {
  try {
    setDueCount((await apiClient.reviewDue({ ...reviewDay(), limit: 1 })).due);
  } catch {
    // No badge rather than a wrong one: the Review page shows the error when opened.
  }
}
