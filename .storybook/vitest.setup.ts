// After each story has rendered and its play function has passed (Storybook has run axe in the story's own
// theme), the page is checked for colour contrast with axe and captured in the light and the dark theme, and the
// capture compared with the committed baselines in packages/ui/src/components/*/__screenshots__/. A theme is a
// class on the story's ThemeProvider element (and on <html>, for the page around it), so switching it re-styles the
// same rendered story without rendering it again; providers the story renders itself keep their own themes. Refresh baselines on purpose with
// `vitest run --project storybook --update`.
import axe from 'axe-core';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { applyTheme, type ThemeName } from '../packages/ui/src/index.ts';

// Frozen pixels: no animation or transition mid-flight, no blinking caret.
const freeze = document.createElement('style');
freeze.textContent = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`;
document.head.append(freeze);

const themes: ThemeName[] = ['light', 'dark'];
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The story's own container (with a margin so focus rings show), or the whole page when an overlay is open
 * (dialogs are fixed to the viewport) or something is portalled outside it, so overlays are captured too.
 */
function captureTarget(): HTMLElement {
  const children = [...document.body.children].filter(
    (el): el is HTMLElement => el instanceof HTMLElement && !el.classList.contains('sb-wrapper'),
  );
  const [container, ...portals] = children;
  const overlay = container?.querySelector('[role="dialog"], [role="alertdialog"]');
  if (!container || portals.length > 0 || overlay) return document.body;
  container.style.padding = '8px';
  return container;
}

/** Colour-contrast failures (WCAG AA) in the current theme, one line per element. */
async function contrastFailures(root: HTMLElement): Promise<string[]> {
  const { violations } = await axe.run(root, {
    runOnly: { type: 'rule', values: ['color-contrast'] },
    resultTypes: ['violations'],
  });
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? v.help}`),
  );
}

afterEach(async ({ task }) => {
  // A failed story already reports its own error; a screenshot of it would only add noise.
  if (task.result?.state === 'fail') return;
  (document.activeElement as HTMLElement | null)?.blur?.();
  // The kit's typeface is drawn, not its fallback.
  await document.fonts.ready;
  const original = (document.documentElement.dataset.theme as ThemeName | undefined) ?? 'light';
  // The story's own ThemeProvider (the decorator's): a provider the story itself renders inside it keeps the
  // theme the story gave it, so a light subtree nested in a dark page is captured as such.
  const scopes = [...document.querySelectorAll<HTMLElement>('[data-component="ThemeProvider"]')].filter(
    (scope) => !scope.parentElement?.closest('[data-component="ThemeProvider"]'),
  );
  const originals = scopes.map((scope) => (scope.dataset.theme as ThemeName | undefined) ?? 'light');
  try {
    for (const theme of themes) {
      applyTheme(theme);
      for (const scope of scopes) applyTheme(theme, scope);
      const target = captureTarget();
      expect(await contrastFailures(target), `colour contrast in the ${theme} theme`).toEqual([]);
      await expect.element(page.elementLocator(target)).toMatchScreenshot(`${slug(task.name)}-${theme}`);
    }
  } finally {
    applyTheme(original);
    for (const [i, scope] of scopes.entries()) applyTheme(originals[i] ?? 'light', scope);
  }
});
