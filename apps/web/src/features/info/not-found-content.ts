// The 404 page's words.
import { messages } from '../../lib/i18n.ts';

export const notFoundWords = messages('notFound', {
  title: 'Page not found',
  noPage: 'There is no page at this address.',
  home: 'Go to the home page',
});
