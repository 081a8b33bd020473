// The learn feature's query keys, in one place: the queries and the invalidations after a change use the same
// ones. Whose cards (the email) is part of every learner's key, so another learner on this tab never sees them.
export const learnKeys = {
  /** Every learner's path: what a change of cards makes stale. */
  paths: () => ['learn', 'path'] as const,
  path: (email: string) => [...learnKeys.paths(), email] as const,
  lesson: (id: string) => ['learn', 'lesson', id] as const,
  due: (email: string) => ['learn', 'due', email] as const,
  guide: (id: string) => ['learn', 'guide', id] as const,
  streak: (email: string) => ['learn', 'streak', email] as const,
  placement: (email: string) => ['learn', 'placement', email] as const,
};
