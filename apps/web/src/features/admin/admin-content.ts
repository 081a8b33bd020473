// Wording of the administrator dashboard (spec §8).
export const adminMessages = {
  accessDenied: 'Access denied. Admin privileges required.',
  loadFailed: 'Failed to load admin data',
  analyticsFailed: 'Failed to fetch analytics data',
  usersFailed: 'Failed to fetch users data',
} as const;

/** The Inbox tab: the feedback form's messages. */
export const inboxContent = {
  tab: 'Inbox',
  title: 'Feedback inbox',
  loading: 'Loading the feedback inbox',
  failedTitle: 'The feedback inbox could not be read',
  failed: 'The API did not answer. Try again in a moment.',
  unreachable: 'The API is unreachable.',
  emptyTitle: 'No feedback yet',
  emptyDescription: 'Messages sent from the Feedback page appear here, newest first.',
  listLabel: 'Feedback messages',
  rating: (rating: number) => `Rated ${rating} of 5`,
  from: 'From',
  signedOut: 'a visitor (signed out)',
  replyTo: 'Reply to',
} as const;
