export {
  type RichBlock,
  RichContent,
  type RichContentProps,
  type RichSpan,
  richBlockKinds,
} from './RichContent.tsx';
