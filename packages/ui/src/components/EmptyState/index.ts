export { EmptyState, type EmptyStateProps } from './EmptyState.tsx';
export { type EmptyIllustration, emptyIllustrations } from './illustrations.tsx';
