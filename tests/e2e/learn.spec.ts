// Learn and Review through the real stack: a new learner follows the path into its first lesson (items, then
// every kind of exercise, a typo answered "nearly"), completes it, and its words become review cards. Under
// the API's controlled clock (x-test-now) the learner reviews them the same day, then again when FSRS brings
// them back months later, by flipping and by typing; the navigation badge and the dashboard follow.
import { readFileSync } from 'node:fs';
import { apiUrl } from '../../scripts/lib/stack.mjs';
import { signIn, signUpNewLearner } from './auth.ts';
import { expect, test } from './fixtures.ts';
import {
  answerExercise,
  controlApiClock,
  DAY,
  type LearnPathResponse,
  type LessonResponse,
  reviewAll,
} from './lesson.ts';
import {
  chooseTheme,
  expectAccessible,
  expectFitsWidth,
  expectLooksAsBaseline,
  reduceMotion,
} from './page-checks.ts';

test('a new learner completes a lesson, reviews its words when they come due, and the dashboard shows it', async ({
  page,
  api,
  request,
}) => {
  test.setTimeout(180_000);
  await api.start();
  const start = Date.UTC(2026, 2, 2, 9);
  await signUpNewLearner(page);
  const clock = await controlApiClock(page, start);

  const path = (await (await request.get(`${apiUrl}/learn/path`)).json()) as LearnPathResponse;
  const first = path.units[0]!.lessons[0]!;
  const lesson = (await (await request.get(`${apiUrl}/learn/lessons/${first.id}`)).json()) as LessonResponse;
  expect(new Set(lesson.exercises.map((e) => e.kind)).size).toBeGreaterThanOrEqual(4);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Learn' })).toBeVisible();
  await page.getByRole('link', { name: 'Start the first lesson' }).click();
  await expect(page).toHaveURL(new RegExp(`/learn/${first.id}$`));

  // The items, one at a time: the word, its meaning and its example.
  for (const [index, item] of lesson.items.entries()) {
    // Each next item takes focus to its heading, so it is read out.
    const heading = page.getByRole('heading', { name: `New word ${index + 1} of ${lesson.items.length}` });
    if (index === 0) await expect(heading).toBeVisible();
    else await expect(heading).toBeFocused();
    await expect(page.getByTestId('lesson-step').getByText(item.text, { exact: true })).toBeVisible();
    await expect(page.getByText(item.gloss.join('; '), { exact: true })).toBeVisible();
    await page
      .getByRole('button', { name: index + 1 < lesson.items.length ? 'Next word' : 'Start practising' })
      .click();
  }

  // Half-way, the lesson is left and opened again: it resumes where it was. The first meaning to choose is
  // missed on purpose: it comes back once more before the lesson ends (and the resumed lesson remembers it).
  const half = Math.floor(lesson.exercises.length / 2);
  const missed = lesson.exercises.findIndex((exercise) => exercise.kind === 'choose-meaning');
  let typoShown = false;
  for (const [index, exercise] of lesson.exercises.entries()) {
    if (index === half) {
      await page.goto('/learn');
      await page.getByRole('link', { name: 'Start the first lesson' }).click();
      await expect(page.getByText('You are where you left this lesson.')).toBeVisible();
    }
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: new RegExp(`· ${index + 1} of ${lesson.exercises.length}$`),
      }),
    ).toBeVisible();
    if (index === missed && exercise.kind === 'choose-meaning') {
      const step = page.getByTestId('lesson-step');
      const wrong = exercise.options.find((_, at) => at !== exercise.correctIndex)!;
      await step.getByRole('radio', { name: wrong, exact: true }).click();
      await step.getByRole('button', { name: 'Check' }).click();
      await expect(step.getByRole('status').getByText('Incorrect', { exact: true })).toBeVisible();
      await step.getByRole('button', { name: 'Continue' }).click();
      continue;
    }
    const typo: boolean = exercise.kind === 'type-answer' && !typoShown;
    typoShown ||= typo;
    await answerExercise(page, exercise, typo);
  }
  // The missed one, once more, now answered right; the typo counted as right (its correction was shown).
  await expect(page.getByRole('heading', { level: 2, name: /· once more$/ })).toBeVisible();
  await answerExercise(page, lesson.exercises[missed]!, false);
  await expect(page.getByRole('heading', { name: 'Lesson complete' })).toBeFocused();
  await expect(page.getByTestId('lesson-saved')).toHaveText(
    `${lesson.items.length} words added to your review, in both directions.`,
  );
  const cards = 2 * lesson.items.length;
  // Due today: one direction of each word (the other waits for another day: the first would give it away).
  const words = lesson.items.length;
  await expect(page.getByTestId('due-badge')).toHaveText(String(words));

  // The same day: a session of the new words, the first answered by typing, the rest flipped.
  await page.getByRole('link', { name: `Review now (${words} due)` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  // The first card answered by typing: the answer is the other side of the lesson's item.
  await page.getByRole('switch', { name: 'Type my answers' }).click();
  const card = page.getByRole('region', { name: /^Card 1 of/ });
  const prompt = (await card.locator('strong').first().textContent())!;
  const item = lesson.items.find((i) => i.text === prompt || i.gloss[0] === prompt)!;
  await card
    .getByRole('textbox', { name: 'Your answer' })
    .fill(item.text === prompt ? item.gloss[0]! : item.text);
  await card.getByRole('button', { name: 'Check' }).click();
  await expect(card.getByText('Correct', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('switch', { name: 'Type my answers' }).click();
  expect(await reviewAll(page, 'Easy')).toBe(words);
  await expect(page.getByTestId('review-summary')).toContainText(`You reviewed ${words} cards.`);
  await expect(page.getByTestId('review-summary')).toContainText('Nothing else is due now.');
  await expect(page.getByTestId('due-badge')).toHaveCount(0);

  /** A day of review from the dashboard: one direction of each word due, all reviewed, nothing left. */
  const reviewDay = async (at: number, grade: 'Good' | 'Easy') => {
    clock.now = at;
    await page.goto('/dashboard');
    await expect(page.getByTestId('due-badge')).toHaveText(String(words));
    await page.getByRole('link', { name: `Start reviewing (${words} due)` }).click();
    expect(await reviewAll(page, grade)).toBe(words);
    await expect(page.getByTestId('review-summary')).toContainText('Nothing else is due now.');
  };
  // The next day the other direction of each word; months later every card again (FSRS scheduled them
  // after "Easy"), one direction a day.
  await reviewDay(start + DAY, 'Easy');
  await reviewDay(start + 120 * DAY, 'Good');
  await reviewDay(start + 121 * DAY, 'Good');

  await page.goto('/dashboard');
  const learning = page.getByRole('region', { name: 'Learning' });
  await expect(learning.getByText('Words learned')).toBeVisible();
  const figure = (label: string) =>
    learning.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Words learned')).toHaveText(String(lesson.items.length));
  await expect(figure('Due today')).toHaveText('0');
  await expect(figure('Retention')).toHaveText('100%');
  await expect(figure('Units completed')).toHaveText(new RegExp(`^\\d+ of ${path.units.length}$`));

  // "Export my data" holds the cards, every review and the lesson.
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Privacy' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my data' }).click();
  const data = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
  expect(data.learning.cards).toHaveLength(cards);
  expect(data.learning.reviews).toHaveLength(2 * cards);
  expect(data.learning.lessons).toEqual([expect.objectContaining({ id: first.id })]);
});

test('a word from a chat answer goes to review with "Add to review"', async ({ page, api }) => {
  await api.start();
  await signUpNewLearner(page);
  await page.goto('/chat');
  await page.getByRole('textbox', { name: 'Your question' }).fill('How do I say thank you?');
  await page.getByRole('textbox', { name: 'Your question' }).press('Enter');
  const add = page.getByRole('button', { name: 'Add Murakoze to review' });
  await add.click();
  await expect(page.getByRole('button', { name: 'Murakoze is in your review' })).toBeDisabled();
  await expect(page.getByText('Added: it comes back in Review.')).toBeVisible();
  // Two cards (both directions); one is due today, the other the next day (the first would give it away).
  await expect(page.getByTestId('due-badge')).toHaveText('1');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Review 1 due' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Card 1 of 1' })).toBeVisible();
});

test('a lesson, its items and its exercises, is accessible in both themes, fits 360 px and looks as its screenshots', async ({
  page,
  api,
  request,
}) => {
  await api.start();
  await reduceMotion(page);
  const path = (await (await request.get(`${apiUrl}/learn/path`)).json()) as LearnPathResponse;
  const id = path.units.at(-1)!.lessons[0]!.id;
  const lesson = (await (await request.get(`${apiUrl}/learn/lessons/${id}`)).json()) as LessonResponse;
  await signIn(page, 'learner');
  // Each theme starts the lesson afresh (the first pass would be resumed).
  await page.addInitScript(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('vuga.lesson.')) localStorage.removeItem(key);
  });
  for (const theme of ['light', 'dark'] as const) {
    await chooseTheme(page, theme);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/learn/${id}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('heading', { name: `New word 1 of ${lesson.items.length}` })).toBeVisible();
    await expectAccessible(page, `a lesson's first item (${theme})`);
    await expectFitsWidth(page, 360, `a lesson's first item (${theme})`);
    // The word's recording plays by itself (autoPlay): the screenshot waits for it to end, so it never
    // depends on how long the recording took to come.
    await expect(
      page.getByTestId('lesson-step').getByRole('button', { name: `Play ${lesson.items[0]!.text}` }),
    ).toBeVisible();
    await expectLooksAsBaseline(page, `lesson-${theme}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    for (let n = 1; n < lesson.items.length; n++)
      await page.getByRole('button', { name: 'Next word' }).click();
    await page.getByRole('button', { name: 'Start practising' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /· 1 of/ })).toBeFocused();
    await expectAccessible(page, `a lesson's first exercise (${theme})`);
    await expectFitsWidth(page, 360, `a lesson's first exercise (${theme})`);
  }
});
