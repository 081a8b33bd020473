export {
  Inline,
  type InlineAlign,
  type InlineAlignY,
  type InlineProps,
  inlineAligns,
  inlineAlignYs,
} from './Inline.tsx';
