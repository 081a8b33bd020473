// The Learn path at 390 and 1440 px: units one under another, each with its lessons as nodes — the one to do
// next a link marked aria-current="step", completed ones links marked done, later ones locked (no link) — the
// unit's guidebook a tap away, reachable by keyboard, axe-clean in both themes and within the width.
import { apiUrl } from '../../scripts/lib/stack.mjs';
import { signUpNewLearner } from './auth.ts';
import { expect, test } from './fixtures.ts';
import { doLessonThroughApi, type LearnPathResponse } from './lesson.ts';
import { chooseTheme, expectAccessible, expectFitsWidth, reduceMotion } from './page-checks.ts';

for (const width of [390, 1440]) {
  test(`at ${width} px the path marks the next lesson, the done and the locked, by keyboard too`, async ({
    page,
    api,
    request,
  }) => {
    test.setTimeout(120_000);
    await api.start();
    await reduceMotion(page);
    await page.setViewportSize({ width, height: 900 });
    const email = await signUpNewLearner(page);
    const path = (await (await request.get(`${apiUrl}/learn/path`)).json()) as LearnPathResponse & {
      units: { title: string }[];
    };
    const [unit1, unit2] = path.units;
    const lessonsOf = (n: number, title: string) =>
      page.getByRole('list', { name: `Lessons of Unit ${n} · ${title}` });

    await page.goto('/learn');
    const first = lessonsOf(1, unit1!.title);
    // One node is the step to take: unit 1's first lesson, named for a screen reader with its state.
    const current = page.locator('[aria-current="step"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAccessibleName(
      `Start here: Unit 1 · ${unit1!.title}, lesson 1 (${unit1!.lessons[0]!.items} words)`,
    );
    await expect(current).toHaveAttribute('href', `/learn/${unit1!.lessons[0]!.id}`);
    // The rest wait: no links in unit 1 after it, none in unit 2.
    await expect(first.getByRole('link')).toHaveCount(1);
    await expect(first.getByRole('listitem')).toHaveCount(unit1!.lessons.length);
    await expect(first.getByRole('listitem').nth(1)).toContainText('Locked');
    await expect(lessonsOf(2, unit2!.title).getByRole('link')).toHaveCount(0);

    // By keyboard: the guidebook button, then the current node, are reached with Tab and work with Enter.
    const guide = page.getByRole('button', { name: `Guidebook: Unit 1 · ${unit1!.title}` });
    await guide.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: `Unit 1 · ${unit1!.title}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(guide).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(current).toBeFocused();

    for (const theme of ['light', 'dark'] as const) {
      await chooseTheme(page, theme);
      await page.goto('/learn');
      await expect(current).toBeVisible();
      await expectAccessible(page, `the path at ${width} px (${theme})`);
      await expectFitsWidth(page, width, `the path (${theme})`);
    }

    // Lesson 1 done (through the API, as the lesson page does it): it is a completed link; lesson 2 is next.
    await doLessonThroughApi(request, email, unit1!.lessons[0]!.id);
    await page.goto('/learn');
    await expect(current).toHaveAccessibleName(new RegExp(`^Up next: Unit 1 · ${unit1!.title}, lesson 2 `));
    await expect(first.getByRole('link', { name: /^Completed: .*, lesson 1 / })).toHaveAttribute(
      'href',
      `/learn/${unit1!.lessons[0]!.id}`,
    );
    await expect(first.getByRole('link')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Continue', exact: true })).toHaveAttribute(
      'href',
      `/learn/${unit1!.lessons[1]!.id}`,
    );
  });
}
