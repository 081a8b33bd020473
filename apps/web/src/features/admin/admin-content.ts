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

/** The overview's figures from the API: accounts in Authentication, Learn and Review, feedback. */
export const overviewWords = {
  totalUsers: 'Total users',
  fromAuth: 'Accounts in Authentication',
  withActivity: 'Learners with activity',
  learning: 'Learning and feedback',
  lessons: 'Lessons completed',
  reviews: 'Review cards graded',
  feedback: 'Feedback messages',
} as const;
