import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, rootThemeAttributes, type ThemeName, themeClasses, themeScript } from './root.ts';
import { darkTheme, lightTheme } from './themes.css.ts';

describe('applyTheme', () => {
  it("puts the theme's class and name on the element, replacing the one before", () => {
    const root = document.createElement('div');
    applyTheme('dark', root);
    applyTheme('light', root);
    expect([...root.classList]).toEqual([lightTheme]);
    expect(root.dataset.theme).toBe('light');
  });

  it("applies the light theme for a name that is not a theme's (read from storage, say)", () => {
    const root = document.createElement('div');
    applyTheme('dark', root);
    for (const name of ['constructor', 'toString', 'blue', '']) {
      applyTheme(name as ThemeName, root);
      expect([...root.classList]).toEqual([lightTheme]);
      expect(root.dataset.theme).toBe('light');
    }
    expect(root.classList.contains(darkTheme)).toBe(false);
  });
});

describe('rootThemeAttributes', () => {
  it("gives <html> the theme's class and name, and light for a name that is not a theme's", () => {
    expect(rootThemeAttributes('dark')).toEqual({ className: darkTheme, 'data-theme': 'dark' });
    expect(rootThemeAttributes('nope' as ThemeName)).toEqual({
      className: lightTheme,
      'data-theme': 'light',
    });
  });
});

describe('themeScript', () => {
  const html = document.documentElement;
  const run = (script: string) => new Function(script)();
  afterEach(() => {
    localStorage.clear();
    html.className = '';
    delete html.dataset.theme;
  });

  it('puts the stored theme on <html>, replacing a class the server wrote', () => {
    html.className = `${themeClasses.light} app`;
    localStorage.setItem('reader-theme', 'dark');
    run(themeScript({ storageKey: 'reader-theme' }));
    expect([...html.classList].sort()).toEqual(['app', darkTheme].sort());
    expect(html.dataset.theme).toBe('dark');
  });

  it('falls back when nothing, or not a theme, is stored', () => {
    run(themeScript({ storageKey: 'reader-theme', fallback: 'dark' }));
    expect(html.dataset.theme).toBe('dark');
    localStorage.setItem('reader-theme', 'constructor');
    run(themeScript({ storageKey: 'reader-theme' }));
    expect(html.dataset.theme).toBe('auto');
    expect(html.classList.contains(themeClasses.auto)).toBe(true);
  });

  it('is safe to inline in HTML (no closing tag can be smuggled in through the key)', () => {
    expect(themeScript({ storageKey: '</script><script>alert(1)</script>' })).not.toContain('</script');
  });
});
