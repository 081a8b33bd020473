// The review desk's query keys, in one place: the queries and the invalidation after a decision use the same
// ones.
export const deskKeys = {
  /** The queue and the progress: what a decision makes stale. */
  all: () => ['desk'] as const,
  queue: () => [...deskKeys.all(), 'queue'] as const,
  progress: () => [...deskKeys.all(), 'progress'] as const,
};
