export {
  ChatComposer,
  type ChatComposerLabels,
  type ChatComposerProps,
  chatComposerLabels,
} from './ChatComposer.tsx';
export { type ComposerKey, canSend, composerKeyAction } from './keys.ts';
