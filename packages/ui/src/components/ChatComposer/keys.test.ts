import { describe, expect, it } from 'vitest';
import { canSend, composerKeyAction } from './keys.ts';

describe('composerKeyAction', () => {
  it('sends on Enter only', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false })).toBe('send');
    expect(composerKeyAction({ key: 'Enter', shiftKey: true })).toBe('default');
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('default');
    expect(composerKeyAction({ key: 'a', shiftKey: false })).toBe('default');
  });
});

describe('canSend', () => {
  it('refuses empty and whitespace-only text', () => {
    expect(canSend('', {})).toBe(false);
    expect(canSend(' \n\t ', {})).toBe(false);
    expect(canSend(' muraho ', {})).toBe(true);
  });
  it('refuses while pending or disconnected', () => {
    expect(canSend('hi', { isPending: true })).toBe(false);
    expect(canSend('hi', { isDisconnected: true })).toBe(false);
  });
});
