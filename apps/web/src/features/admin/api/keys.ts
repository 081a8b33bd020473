// The admin dashboard's query keys, in one place: the queries and the invalidations after a change use the
// same ones.
export const adminKeys = {
  data: () => ['admin-data'] as const,
  records: () => ['admin-records'] as const,
  feedback: () => ['admin-feedback'] as const,
  /** The review desk's administration: what a change of reviewers or an undone decision makes stale. */
  desk: () => ['admin-desk'] as const,
  reviewers: () => [...adminKeys.desk(), 'reviewers'] as const,
  decisions: () => [...adminKeys.desk(), 'decisions'] as const,
  progress: () => [...adminKeys.desk(), 'progress'] as const,
};
