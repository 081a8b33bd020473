// The message modules read through to the chosen language and fall back to their English; switching waits
// for the catalog and tells the subscribers once.
import '../locales/catalogs.ts';
import { describe, expect, it } from 'vitest';
import { navWords } from '../components/layout/layout-content.ts';
import { messages, setLanguage } from './i18n.ts';

describe('messages', () => {
  it('reads French once it is chosen, English again after, and English for what French lacks', async () => {
    const untranslated = messages('not-in-any-catalog', { hello: 'Hello' });
    expect(navWords.learn).toBe('Learn');

    await setLanguage('fr');
    expect(navWords.learn).toBe('Apprendre');
    expect(untranslated.hello).toBe('Hello');
    expect(Object.keys(navWords)).toContain('learn');

    await setLanguage('en');
    expect(navWords.learn).toBe('Learn');
  });

  it('keeps the last choice when two switches overlap', async () => {
    const first = setLanguage('fr');
    const second = setLanguage('en');
    await Promise.all([first, second]);
    expect(navWords.settings).toBe('Settings');
  });
});
