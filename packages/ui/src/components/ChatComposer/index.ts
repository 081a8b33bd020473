export { ChatComposer, type ChatComposerProps } from './ChatComposer.tsx';
export { type ComposerKey, canSend, composerKeyAction } from './keys.ts';
