export {
  type ChatAuthor,
  ChatBubble,
  type ChatBubbleLabels,
  type ChatBubbleProps,
  chatAuthors,
  chatBubbleLabels,
  confidenceTone,
} from './ChatBubble.tsx';
export { type Segment, splitHighlight } from './highlight.ts';
