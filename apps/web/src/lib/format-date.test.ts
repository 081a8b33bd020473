import '../locales/catalogs.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate } from './format-date.ts';
import { setLanguage } from './i18n.ts';

// Noon UTC: the same day in every zone the tests run in (UTC+14 and UTC−11 too).
const moment = '2026-11-27T12:00:00Z';

describe('dates in the interface language', () => {
  afterEach(() => setLanguage('en'));

  it('writes them in English, then in French once the interface switches', async () => {
    expect(formatLongDate(moment)).toBe('November 27, 2026');
    expect(formatDateTime(moment)).toMatch(/^Nov 27, 2026/);
    await setLanguage('fr');
    expect(formatLongDate(moment)).toBe('27 novembre 2026');
    expect(formatDateTime(moment)).toMatch(/^27 nov\. 2026/);
  });
});
