export {
  type RichBlock,
  RichContent,
  type RichContentLabels,
  type RichContentProps,
  type RichSpan,
  richBlockKinds,
  richContentLabels,
} from './RichContent.tsx';
