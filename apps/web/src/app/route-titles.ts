// Each page's document title, in the interface's language (the prerender writes the English).
import { messages } from '../lib/i18n.ts';

const titled = (title: string) => `${title} · Vuga`;

export const routeTitles = messages('titles', {
  home: 'Vuga — learn Kinyarwanda with a free AI tutor',
  about: 'About Vuga · learn Kinyarwanda',
  helpCenter: titled('Help Center'),
  faq: titled('Frequently Asked Questions'),
  privacy: titled('Privacy Policy'),
  terms: titled('Terms of Service'),
  feedback: titled('Feedback'),
  chat: titled('Chat with the tutor'),
  translate: titled('Translate English and Kinyarwanda'),
  quiz: titled('Quiz'),
  learn: titled('Learn'),
  placement: titled('Placement check'),
  lesson: titled('Lesson'),
  review: titled('Review'),
  dashboard: titled('Dashboard'),
  admin: titled('Admin Dashboard'),
  reviewDesk: titled('Review desk'),
  settings: titled('Settings'),
  notFound: titled('Page not found'),
});

export type RouteTitle = keyof typeof routeTitles;
