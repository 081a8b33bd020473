// The words of the FAQ and Feedback pages and of the contact form. A sentence with a link in it is given in
// parts: the text before the link, the link's words, the text after.
import { messages } from '../../lib/i18n.ts';
import type { ContactSubject } from './contact.ts';

export const faqPageWords = messages('faqPage', {
  heading: 'Frequently Asked Questions',
  lead: 'Twelve questions learners ask most. Open one at a time.',
  more: {
    before: 'Something else? See the ',
    helpCenter: 'Help Center',
    or: ' or ',
    feedback: 'send us feedback',
    after: '.',
  },
});

export const feedbackPageWords = messages('feedbackPage', {
  heading: 'Feedback',
  lead: 'Found a mistake in a word, or have an idea? Tell us.',
});

export const contactFormWords = messages('contactForm', {
  form: 'Contact form',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  chooseSubject: 'Choose a subject',
  /** The subjects as the learner reads them; the email itself names them in English, for the team. */
  subjects: {
    'General question': 'General question',
    'Kinyarwanda content correction': 'Kinyarwanda content correction',
    'Technical problem': 'Technical problem',
    Partnership: 'Partnership',
    Other: 'Other',
  } satisfies Record<ContactSubject, string>,
  message: 'Message',
  send: 'Open email to send',
});
