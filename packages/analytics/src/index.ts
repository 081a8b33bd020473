// @vuga/analytics: the learner-data rules as pure functions (no Firebase here, so any page may import them).
// The Firestore store is `@vuga/analytics/store-lite` (web SDK, lite) and `@vuga/analytics/admin` (firebase-admin).
export * from './activity.ts';
export * from './admin-figures.ts';
export * from './constants.ts';
export * from './dashboard.ts';
export * from './dates.ts';
export * from './reader.ts';
export * from './records.ts';
export * from './stats.ts';
export * from './storage-id.ts';
export * from './today.ts';
export type * from './types.ts';
