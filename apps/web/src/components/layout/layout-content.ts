// The words of the app's frame: the header, footer and tab bar links, the account area, loading and errors.
import { messages } from '../../lib/i18n.ts';

export const navWords = messages('nav', {
  learn: 'Learn',
  review: 'Review',
  chat: 'Chat',
  translate: 'Translate',
  quiz: 'Quiz',
  dashboard: 'Dashboard',
  about: 'About',
  settings: 'Settings',
  admin: 'Admin Dashboard',
  faq: 'FAQ',
  feedback: 'Feedback',
  support: 'Support',
  privacy: 'Privacy',
  terms: 'Terms',
  cookies: 'Cookies',
  accessibility: 'Accessibility',
  more: 'More',
  /** Read after the due count on Review: "Review 12 due". */
  due: ' due',
  main: 'Main',
  footer: 'Footer',
});

export const layoutWords = messages('layout', {
  skip: 'Skip to content',
  tagline: 'Vuga · learn Kinyarwanda, free.',
  signIn: 'Sign In',
  signOut: 'Sign Out',
  createAccount: 'Create account',
  notConfigured: 'Firebase configuration required',
  configurationRequired: 'Configuration Required',
  loading: 'Loading',
  errorTitle: 'Something went wrong',
  errorIn: (section: string) => `Something went wrong in ${section}`,
  reload: 'Reload the page',
  signInRequired: 'Sign in required',
  signInTo: (feature: string) =>
    `Please sign in to use ${feature}. It's free: create an account in a few seconds.`,
  accessDenied: 'Access Denied',
  adminOnly: 'Admin privileges required to access this page.',
  takingYou: 'Taking you to your dashboard…',
  tryAgain: 'Try Again',
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
