// Every route of the app in one place (docs/product.md §2).
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
  /** The reviewer's desk: reviewers decide on draft content (issue 31). */
  reviewDesk: '/review-desk',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The placement check: start at a later unit (a page under /learn, served like a lesson). */
export const placementPath = `${paths.learn}/placement`;

/** A lesson of the path (/learn/:lessonId). */
export const lessonPath = (id: string) => `${paths.learn}/${encodeURIComponent(id)}`;

/** The quiz's setup with a category chosen (/quiz?category=…): where a weak topic sends the learner. */
export const quizPath = (category: string) => `${paths.quiz}?category=${encodeURIComponent(category)}`;

/** The course's first lesson, whatever its id: the one a visitor may try before signing up. */
export const firstLessonSlug = 'first';
export const firstLessonPath = lessonPath(firstLessonSlug);

/**
 * Pages rendered to HTML at build time, the same for everyone: the public pages (signed-in parts render as
 * loading) and the learner screens a visitor is most often sent to, as their sign-in notice (a browser holding a
 * session hides the notice until the app knows who is signed in: prerender-plugin.ts).
 */
export const prerenderedPaths = [
  paths.home,
  paths.about,
  paths.helpCenter,
  paths.faq,
  paths.privacy,
  paths.terms,
  paths.feedback,
  paths.chat,
  paths.translate,
  paths.quiz,
] as const;

/**
 * The addresses of the pages rendered in the browser, from the app shell (app.html): every route that is not
 * prerendered, and a lesson (`*` is one path segment, as in Firebase Hosting's rewrites).
 */
export const shellPaths = [
  ...Object.values(paths).filter((path) => !(prerenderedPaths as readonly string[]).includes(path)),
  `${paths.learn}/*`,
];

const lessonAddress = new RegExp(`^${paths.learn}/[^/]+$`);

/** Whether an address is one of the app's pages, a route or a lesson (any other is the 404 page). */
export function isAppPath(pathname: string) {
  return (Object.values(paths) as string[]).includes(pathname) || lessonAddress.test(pathname);
}
