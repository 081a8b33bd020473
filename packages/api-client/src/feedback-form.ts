// The feedback form's fixed choices and limits, apart from the zod schemas of contract.ts (which re-exports
// them): the web app's feedback page imports only these, so it does not load and evaluate the whole contract
// (zod and every schema) as the page starts.

/** The feedback form's types (docs/product.md §3), in the order the form offers them. */
export const FEEDBACK_TYPES = [
  'General feedback',
  'Bug report',
  'Feature request',
  'Content correction',
] as const;

/** Limits of the feedback form, which the server enforces too. */
export const FEEDBACK_LIMITS = { subjectChars: 120, messageChars: 2000, maxListed: 100 } as const;
