// Wording of the administrator dashboard (spec §8).
export const adminMessages = {
  accessDenied: 'Access denied. Admin privileges required.',
  loadFailed: 'Failed to load admin data',
  analyticsFailed: 'Failed to fetch analytics data',
  usersFailed: 'Failed to fetch users data',
} as const;
