import { describe, expect, it } from 'vitest';
import { applyTheme, type ThemeName } from './ThemeProvider.tsx';
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
