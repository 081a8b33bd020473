// Every route, in the light and the dark theme, has no axe violations and fits a 360 px wide phone without
// sideways scrolling (and still holds at 1440 px). Translate and quiz have the same checks in their own specs.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signIn } from './auth.ts';
import { expect, test } from './fixtures.ts';

type Who = 'visitor' | 'learner' | 'admin';

const routes: { path: string; who: Who; heading: string | RegExp }[] = [
  { path: '/', who: 'visitor', heading: /Kinyarwanda/ },
  { path: '/about', who: 'visitor', heading: /About/ },
  { path: '/faq', who: 'visitor', heading: /Frequently Asked Questions|FAQ/ },
  { path: '/feedback', who: 'visitor', heading: 'Feedback' },
  { path: '/help-center', who: 'visitor', heading: 'Help Center' },
  { path: '/privacy-policy', who: 'visitor', heading: 'Privacy Policy' },
  { path: '/terms-of-service', who: 'visitor', heading: 'Terms of Service' },
  { path: '/no-such-page', who: 'visitor', heading: /not found/i },
  { path: '/chat', who: 'visitor', heading: /Sign in required/ },
  { path: '/chat', who: 'learner', heading: /Chat/ },
  { path: '/dashboard', who: 'learner', heading: 'Your progress' },
  { path: '/settings', who: 'learner', heading: 'Settings' },
  { path: '/admin', who: 'admin', heading: 'Admin Dashboard' },
];

async function chooseTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => {
    localStorage.setItem('vuga.settings', JSON.stringify({ preferences: { theme: value } }));
  }, theme);
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

for (const { path, who, heading } of routes) {
  test(`${path} (${who}) is accessible in both themes and fits 360 px`, async ({ page, api }) => {
    await api.start();
    if (who !== 'visitor') await signIn(page, who);
    for (const theme of ['light', 'dark'] as const) {
      await chooseTheme(page, theme);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Wait for data-driven content (dashboards, status) to settle before scanning.
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `axe in the ${theme} theme`,
      ).toEqual([]);
      expect(await horizontalOverflow(page), 'no sideways scroll at 1440 px').toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 360, height: 740 });
      expect(await horizontalOverflow(page), `no sideways scroll at 360 px (${theme})`).toBeLessThanOrEqual(
        0,
      );
    }
  });
}
