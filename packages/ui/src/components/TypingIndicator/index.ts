export {
  TypingIndicator,
  type TypingIndicatorLabels,
  type TypingIndicatorProps,
  typingIndicatorLabels,
} from './TypingIndicator.tsx';
