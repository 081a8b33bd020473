// The words of the route guards (sign-in notice, access denied) and the pages' names they insert.
import { messages } from '../../lib/i18n.ts';

export const guardWords = messages('guard', {
  signInRequired: 'Sign in required',
  signInTo: (feature: string) =>
    `Please sign in to use ${feature}. It's free: create an account in a few seconds.`,
  createAccount: 'Create account',
  accessDenied: 'Access Denied',
  adminOnly: 'Admin privileges required to access this page.',
  takingYou: 'Taking you to your dashboard…',
});

/** What a sign-in notice offers ("Please sign in to use …") and where a section's error happened ("… in …"). */
export const pageNames = messages('pages', {
  lessons: 'lessons',
  theLessons: 'the lessons',
  theLesson: 'the lesson',
  thePlacement: 'the placement check',
  settings: 'settings',
  yourDashboard: 'your dashboard',
  theDashboard: 'the dashboard',
  yourReviews: 'your reviews',
  theReview: 'the review',
  theAdminDashboard: 'the admin dashboard',
  translation: 'translation',
  theTranslator: 'the translator',
  theChatTutor: 'the chat tutor',
  theChat: 'the chat',
  quizzes: 'quizzes',
  theQuiz: 'the quiz',
});
