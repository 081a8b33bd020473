// Every route of the app in one place (spec §2).
export const paths = {
  home: '/',
  about: '/about',
  helpCenter: '/help-center',
  faq: '/faq',
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  feedback: '/feedback',
  chat: '/chat',
  translate: '/translate',
  quiz: '/quiz',
  learn: '/learn',
  review: '/review',
  dashboard: '/dashboard',
  settings: '/settings',
  admin: '/admin',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** A lesson of the path (/learn/:lessonId). */
export const lessonPath = (id: string) => `${paths.learn}/${encodeURIComponent(id)}`;
