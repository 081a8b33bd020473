// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The store reads localStorage when the module loads, so each test imports a fresh copy.
async function freshStore() {
  vi.resetModules();
  return import('./settings.ts');
}

beforeEach(() => localStorage.clear());

describe('settings store', () => {
  it('starts from the spec defaults', async () => {
    const { getSettings } = await freshStore();
    expect(getSettings()).toEqual({
      privacy: { analyticsOptOut: false },
      preferences: { theme: 'light', autoPlay: true, soundEffects: true, newCardsPerDay: 10, language: 'en' },
    });
  });

  it('persists a change and reads it back after a reload', async () => {
    const first = await freshStore();
    first.updateSettings('preferences', { theme: 'dark' });
    const second = await freshStore();
    expect(second.getSettings().preferences).toMatchObject({ theme: 'dark', autoPlay: true });
  });

  it('merges a partial stored object over the defaults', async () => {
    localStorage.setItem('vuga.settings', JSON.stringify({ privacy: { analyticsOptOut: true } }));
    const { getSettings } = await freshStore();
    expect(getSettings().privacy).toEqual({ analyticsOptOut: true });
    expect(getSettings().preferences.soundEffects).toBe(true);
  });

  it('reads a stored value that is not one of its choices, or not of its type, as the default', async () => {
    // Written as text: an object literal's __proto__ would set its prototype, not store a key.
    localStorage.setItem(
      'vuga.settings',
      '{"preferences":{"theme":"constructor","language":"de","autoPlay":"yes","soundEffects":false,"newCardsPerDay":7,' +
        '"__proto__":{"autoPlay":false}},' +
        '"privacy":["analyticsOptOut"],' +
        '"notifications":{"email":null,"reminders":true}}',
    );
    const { getSettings } = await freshStore();
    expect(getSettings()).toEqual({
      privacy: { analyticsOptOut: false },
      preferences: {
        theme: 'light',
        autoPlay: true,
        soundEffects: false,
        newCardsPerDay: 10,
        language: 'en',
      },
    });
  });

  it('keeps a chosen interface language', async () => {
    localStorage.setItem('vuga.settings', '{"preferences":{"language":"fr"}}');
    const { getSettings } = await freshStore();
    expect(getSettings().preferences.language).toBe('fr');
  });

  it('ignores a corrupt stored value', async () => {
    localStorage.setItem('vuga.settings', '{not json');
    const { getSettings, defaultSettings } = await freshStore();
    expect(getSettings()).toBe(defaultSettings);
  });

  it('resets to the defaults', async () => {
    const { updateSettings, resetSettings, getSettings, defaultSettings } = await freshStore();
    updateSettings('privacy', { analyticsOptOut: true });
    resetSettings();
    expect(getSettings()).toBe(defaultSettings);
    expect(localStorage.getItem('vuga.settings')).toBeNull();
  });
});
