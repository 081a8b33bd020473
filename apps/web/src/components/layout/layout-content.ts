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
  notConfigured: 'Firebase configuration required',
  configurationRequired: 'Configuration Required',
  loading: 'Loading',
  errorTitle: 'Something went wrong',
  errorIn: (section: string) => `Something went wrong in ${section}`,
  reload: 'Reload the page',
  notShown: (reason: string) => `This page could not be shown: ${reason}`,
  tryAgain: 'Try Again',
});
