// Every route, in the light and the dark theme, has no axe violations, fits a 360 px wide phone without sideways
// scrolling (and still holds at 1440 px), and looks as its committed screenshots at 390 and 1440 px. A lesson
// (/learn/:id) has the same checks in learn.spec.ts; translate and quiz with content in their own specs.
import { signIn, signUpNewLearner } from './auth.ts';
import { expect, test } from './fixtures.ts';
import {
  chooseTheme,
  expectAccessible,
  expectFitsWidth,
  expectLooksAsBaseline,
  reduceMotion,
} from './page-checks.ts';

// A page that shows a learner's own progress is opened by a learner signed up for the test ('new learner'), so
// it looks the same whatever other tests have done with the demo learner. The admin overview's figures count
// everyone's activity: they are masked (`varies`) in its screenshots, its layout still compared.
type Who = 'visitor' | 'learner' | 'new learner' | 'admin';

/** `ready`: a test id shown once the page's data has come (a part loaded after the first render). */
const routes: { path: string; who: Who; heading: string | RegExp; varies?: string; ready?: string }[] = [
  { path: '/', who: 'visitor', heading: /Kinyarwanda/ },
  { path: '/', who: 'new learner', heading: /Kinyarwanda/, ready: 'next-step' },
  { path: '/about', who: 'visitor', heading: /About/ },
  { path: '/faq', who: 'visitor', heading: /Frequently Asked Questions|FAQ/ },
  { path: '/feedback', who: 'visitor', heading: 'Feedback' },
  { path: '/help-center', who: 'visitor', heading: 'Help Center' },
  { path: '/privacy-policy', who: 'visitor', heading: 'Privacy Policy' },
  { path: '/terms-of-service', who: 'visitor', heading: 'Terms of Service' },
  { path: '/no-such-page', who: 'visitor', heading: /not found/i },
  { path: '/chat', who: 'visitor', heading: /Sign in required/ },
  { path: '/chat', who: 'learner', heading: /Chat/ },
  { path: '/translate', who: 'learner', heading: 'Translate' },
  { path: '/quiz', who: 'learner', heading: 'Quiz' },
  { path: '/dashboard', who: 'new learner', heading: 'Your progress', ready: 'next-step' },
  { path: '/learn', who: 'new learner', heading: 'Learn' },
  { path: '/learn/placement', who: 'new learner', heading: 'Placement check' },
  { path: '/review', who: 'new learner', heading: 'Review' },
  { path: '/settings', who: 'learner', heading: 'Settings' },
  // The desk's first item is the course's first draft, which the desk spec never decides (it skips the first
  // item it is given); the progress figures change with every decision and are masked.
  { path: '/review-desk', who: 'admin', heading: 'Review desk', varies: '[data-varies]' },
  { path: '/review-desk', who: 'new learner', heading: 'Review desk' },
  {
    path: '/admin',
    who: 'admin',
    heading: 'Admin Dashboard',
    varies: '[data-component="StatCard"] > dd',
  },
];

/**
 * The screenshots' name: the page and who sees it ("chat-learner", "home-visitor", "learn-placement-new-learner").
 */
const shotName = (path: string, who: Who) =>
  `${path === '/' ? 'home' : path === '/no-such-page' ? 'not-found' : path.slice(1).replaceAll('/', '-')}-${who.replace(' ', '-')}`;

for (const { path, who, heading, varies, ready } of routes) {
  test(`${path} (${who}) is accessible in both themes, fits 360 px and looks as its screenshots`, async ({
    page,
    api,
  }) => {
    await api.start();
    await reduceMotion(page);
    if (who === 'new learner') await signUpNewLearner(page);
    else if (who !== 'visitor') await signIn(page, who);
    for (const theme of ['light', 'dark'] as const) {
      await chooseTheme(page, theme);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (ready) await expect(page.getByTestId(ready)).toBeVisible();
      // Wait for data-driven content (dashboards, status) to settle before scanning.
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      await expectAccessible(page, `${path} in the ${theme} theme`);
      await expectFitsWidth(page, 1440, `${path} (${theme})`);
      await expectFitsWidth(page, 360, `${path} (${theme})`);
      await expectLooksAsBaseline(page, `${shotName(path, who)}-${theme}`, varies);
    }
  });
}
