// @vuga/learn: the learning path and spaced repetition as pure functions (no React, no Firebase, no clock).
export * from './answer.ts';
export * from './cards.ts';
export * from './course-check.ts';
export * from './lessons.ts';
export * from './placement.ts';
