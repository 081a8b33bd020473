// Placement through the real stack: a new learner is offered the placement check on Learn, answers its
// questions one at a time (the first two units asked about rightly, the rest wrongly), and starts at the unit
// after them: the units before it are completed, their words are in review, and the offer is gone.
import { apiUrl } from '../../scripts/lib/stack.mjs';
import { signUpNewLearner } from './auth.ts';
import { expect, test } from './fixtures.ts';

/** What the test reads of the API (its contract): the path, a lesson's items, the check issued. */
interface LearnPathResponse {
  units: { id: string; lessons: { id: string; items: number }[] }[];
}
interface LessonResponse {
  items: { text: string; gloss: string[] }[];
}
interface PlacementCheckResponse {
  questions: { unit_id: string; prompt: string; options: string[] }[];
}

test('a learner who knows some Kinyarwanda places into a later unit; the units before it are done', async ({
  page,
  api,
  request,
}) => {
  test.setTimeout(180_000);
  await api.start();
  await signUpNewLearner(page);
  const path = (await (await request.get(`${apiUrl}/learn/path`)).json()) as LearnPathResponse;

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Learn' })).toBeVisible();
  const offer = page.getByTestId('placement-offer');
  await expect(offer).toContainText('Already know some Kinyarwanda?');
  const issued = page.waitForResponse(
    (response) => response.url().endsWith('/learn/placement') && response.request().method() === 'POST',
  );
  await offer.getByRole('link', { name: 'Take the placement check' }).click();
  await expect(page).toHaveURL(/\/learn\/placement$/);
  // The questions as issued (without their answers): the test knows the answers from the lessons' items.
  const check = (await (await issued).json()) as PlacementCheckResponse;
  const total = check.questions.length;
  expect(total).toBeLessThanOrEqual(20);
  // The first two units asked about take four questions; the fifth is on the third.
  expect(check.questions[3]!.unit_id).not.toBe(check.questions[4]!.unit_id);
  const start = path.units.findIndex((unit) => unit.id === check.questions[3]!.unit_id) + 1;

  const step = page.getByTestId('placement-step');
  for (const [index, question] of check.questions.entries()) {
    await expect(
      step.getByRole('heading', { level: 2, name: `Question ${index + 1} of ${total}` }),
    ).toBeVisible();
    await expect(
      step.getByRole('heading', { level: 3, name: `What does this mean? ${question.prompt}`, exact: true }),
    ).toBeVisible();
    let choice = question.options[0]!;
    if (index < 5) {
      const unit = path.units.find((u) => u.id === question.unit_id)!;
      const meanings = new Set<string>();
      for (const lesson of unit.lessons) {
        const { items } = (await (
          await request.get(`${apiUrl}/learn/lessons/${lesson.id}`)
        ).json()) as LessonResponse;
        for (const item of items)
          if (item.text === question.prompt) for (const g of item.gloss) meanings.add(g);
      }
      const right = question.options.find((option) => meanings.has(option))!;
      choice = index < 4 ? right : question.options.find((option) => option !== right)!;
    }
    await step.getByRole('radio', { name: choice, exact: true }).click();
    await step.getByRole('button', { name: index + 1 < total ? 'Next' : 'See where to start' }).click();
  }

  await expect(page.getByRole('heading', { level: 2, name: 'Your result' })).toBeFocused();
  const result = page.getByTestId('placement-result');
  await expect(result.getByText(new RegExp(`^Start at unit ${start + 1}: \\S`))).toBeVisible();
  await expect(result.getByText(`${start} units skipped`, { exact: true })).toBeVisible();
  const words = path.units
    .slice(0, start)
    .flatMap((unit) => unit.lessons)
    .reduce((sum, lesson) => sum + lesson.items, 0);
  await expect(result.getByText(`${words} words added to review`, { exact: true })).toBeVisible();
  const firstLesson = path.units[start]!.lessons[0]!.id;
  await result.getByRole('link', { name: `Start unit ${start + 1}` }).click();
  await expect(page).toHaveURL(new RegExp(`/learn/${firstLesson}$`));

  // Back on Learn: the skipped units are completed, Continue leads to the start unit, the offer is gone.
  await page.getByRole('link', { name: 'All lessons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Learn' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', `/learn/${firstLesson}`);
  await expect(page.getByTestId('placement-offer')).toHaveCount(0);
  await expect(page.getByText(`${start} of ${path.units.length}`, { exact: true })).toBeVisible();
});
