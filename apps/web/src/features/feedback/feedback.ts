// Feedback (spec §3, §4, §9): type, rating, subject, message and email; a thank-you view for 3 s, then a cleared
// form. Per the spec nothing is sent to a server.
export const feedbackTypes = [
  'General feedback',
  'Bug report',
  'Feature request',
  'Content correction',
] as const;
export const thankYouMs = 3000;
export const ratings = [1, 2, 3, 4, 5] as const;
