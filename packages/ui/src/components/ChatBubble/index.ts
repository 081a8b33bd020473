export {
  type ChatAuthor,
  ChatBubble,
  type ChatBubbleProps,
  chatAuthors,
  confidenceTone,
} from './ChatBubble.tsx';
export { type Segment, splitHighlight } from './highlight.ts';
