// Feedback (docs/product.md §3, §4, §9): type, rating, subject, message and email, sent to the API (POST
// /feedback), which keeps it for the administrator's inbox. The thank-you view shows only once the API has
// accepted the message, for 3 s, then a cleared form; when it was not accepted the form stays as typed, with
// the reason.
// The form's choices only, not the whole contract: the API's client (zod and every schema) loads when feedback
// is sent (feedback-form.tsx), not with the page.
import { FEEDBACK_LIMITS, FEEDBACK_TYPES } from '@vuga/api-client/feedback-form';

export const feedbackTypes = FEEDBACK_TYPES;
export const feedbackLimits = FEEDBACK_LIMITS;
export const thankYouMs = 3000;
export const ratings = [1, 2, 3, 4, 5] as const;

/** Every word of the feedback form. */
export const feedbackContent = {
  formLabel: 'Feedback form',
  type: 'Type of feedback',
  typePlaceholder: 'Choose a type',
  rating: 'Rating (optional)',
  ratingHint: 'How useful is Vuga for you, from 1 (not at all) to 5 (very)?',
  subject: 'Subject',
  message: 'Message',
  email: 'Email (optional)',
  emailHint: 'Only if you would like an answer.',
  send: 'Send feedback',
  thanksTitle: 'Thank you for your feedback!',
  thanks: 'We read every message. The form will be ready again in a moment.',
  failedTitle: 'Your feedback was not sent',
  failed: 'The server could not take it. Your message is still here: try again in a moment.',
  unreachable: 'The server could not be reached. Your message is still here: try again in a moment.',
} as const;
