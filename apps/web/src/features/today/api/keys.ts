// The learner's day's query keys, in one place: the query and the invalidation after a new goal use the same
// ones.
export const todayKeys = {
  /** Every learner's day: what a new daily goal makes stale. */
  all: () => ['today'] as const,
  day: (email: string) => [...todayKeys.all(), email] as const,
};
