// Wording of the administrator dashboard (docs/product.md §8).
import { messages } from '../../lib/i18n.ts';

export const adminMessages = messages('adminErrors', {
  accessDenied: 'Access denied. Admin privileges required.',
  loadFailed: 'Failed to load admin data',
  analyticsFailed: 'Failed to fetch analytics data',
  usersFailed: 'Failed to fetch users data',
});

/** The Inbox tab: the feedback form's messages. */
export const inboxContent = messages('adminInbox', {
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
});

/** The overview's figures from the API: accounts in Authentication, Learn and Review, feedback. */
export const overviewWords = messages('adminOverview', {
  totalUsers: 'Total users',
  fromAuth: 'Accounts in Authentication',
  withActivity: 'Learners with activity',
  learning: 'Learning and feedback',
  lessons: 'Lessons completed',
  reviews: 'Review cards graded',
  feedback: 'Feedback messages',
});

/** The Review tab: the reviewers of the content, their decisions and the review's progress. */
export const reviewContent = messages('adminReview', {
  tab: 'Review',
  reviewersTitle: 'Reviewers',
  reviewersLead:
    'Reviewers decide on draft content at the review desk. Those named in REVIEWER_EMAILS are changed in the configuration.',
  openDesk: 'Open the review desk',
  loading: 'Loading the reviewers',
  failedTitle: 'The review data could not be read',
  failed: 'The API did not answer. Try again in a moment.',
  unreachable: 'The API is unreachable.',
  listLabel: 'Reviewers',
  configured: 'Configuration',
  addedBy: (by: string) => `added by ${by}`,
  email: 'Reviewer’s email',
  add: 'Add reviewer',
  remove: (email: string) => `Remove ${email}`,
  removeShort: 'Remove',
  none: 'No reviewers yet.',
  decisionsTitle: 'Decisions',
  decisionsLoading: 'Loading the decisions',
  noDecisions: 'No decisions yet.',
  decisionsLabel: 'Decisions, newest first',
  decided: (action: string, reviewer: string) => `${action} by ${reviewer}`,
  undo: (id: string) => `Undo the decision on ${id}`,
  undoShort: 'Undo',
  progressLoading: 'Loading the review progress',
});

/** The admin page's own words around the dashboard (its heading, while loading, after a failure). */
export const adminPageWords = messages('adminPage', {
  heading: 'Admin Dashboard',
  loading: 'Loading usage figures',
  retry: 'Retry',
});

/** The dashboard's tabs: overview, learners, system health and recent activity. */
export const adminViewWords = messages('adminView', {
  sections: 'Administrator sections',
  overview: 'Overview',
  users: 'Users',
  health: 'System Health',
  activity: 'Recent Activities',
  activeToday: 'Active today',
  totalInteractions: 'Total interactions',
  system: 'System',
  online: 'Online',
  featureUsage: 'Feature usage',
  chatInteractions: 'Chat interactions',
  translationRequests: 'Translation requests',
  quizAttempts: 'Quiz attempts',
  pronunciationRequests: 'Pronunciation requests',
  engagement: 'User engagement',
  averageQuizScore: 'Average quiz score',
  activeUsersToday: 'Active users today',
  learners: 'Learners',
  searchLearners: 'Search learners by email',
  noLearners: 'No learners yet',
  noLearnersText: 'Accounts appear after their first activity.',
  columns: {
    email: 'Email',
    quiz: 'Quiz attempts',
    average: 'Avg. quiz score',
    chats: 'Chats',
    translations: 'Translations',
    pronunciation: 'Pronunciation',
    total: 'Total activities',
    lastActive: 'Last active',
  },
  never: 'Never',
  systemHealth: 'System health',
  teachingModel: 'Teaching model',
  speechSystem: 'Speech system',
  translationModel: 'Translation model',
  errors: 'Errors',
  loaded: 'Loaded',
  notLoaded: 'Not loaded',
  recentActivities: 'Recent activities',
  noActivity: 'No activity yet',
  recordsLoading: 'Loading the records outbox',
  recordsFailed: 'The records outbox could not be read',
  apiFailed: 'The API did not answer. Try again in a moment.',
  apiUnreachable: 'The API is unreachable.',
  recordsWaiting: 'Records waiting for the database',
  recordsSetAside: 'Records set aside (refused by the database)',
  setAsideList: 'Records set aside',
  /** Between a record set aside's kind and whose it was ("lesson of a@b.c"). */
  of: 'of',
});
