export { EmptyState, type EmptyStateProps } from './EmptyState.tsx';
export {
  ActivityIllustration,
  ChatIllustration,
  LockedIllustration,
  ScoresIllustration,
  SearchIllustration,
  WordsIllustration,
} from './illustrations/index.ts';
