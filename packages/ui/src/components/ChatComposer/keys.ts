export interface ComposerKey {
  key: string;
  shiftKey: boolean;
  /** True while an input method (e.g. for accented letters) is composing: Enter then confirms, never sends. */
  isComposing?: boolean;
}

/** Enter sends, Shift+Enter (or Enter while composing) is left to the textarea as a newline. */
export function composerKeyAction({ key, shiftKey, isComposing }: ComposerKey): 'send' | 'default' {
  return key === 'Enter' && !shiftKey && !isComposing ? 'send' : 'default';
}

/** Whitespace-only messages are not sent, nor anything while a request is pending or the service is away. */
export function canSend(text: string, state: { isPending?: boolean; isDisconnected?: boolean }): boolean {
  return text.trim().length > 0 && !state.isPending && !state.isDisconnected;
}
