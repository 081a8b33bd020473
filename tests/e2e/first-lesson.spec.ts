// First steps without a wall: a visitor follows "Start Learning" into the course's first lesson, does it
// without an account (the server grades every answer), signs up from the summary, and the lesson counts: its
// words are review cards of the new account and the dashboard lists the lesson. Other lessons still ask a
// visitor to sign in.
import { apiUrl } from '../../scripts/lib/stack.mjs';
import { expect, test } from './fixtures.ts';
import { answerExercise, type LearnPathResponse, type LessonResponse } from './lesson.ts';
import { expectAccessible, reduceMotion } from './page-checks.ts';

test('a visitor does the first lesson, signs up from its summary, and finds it counted', async ({
  page,
  api,
  request,
}) => {
  test.setTimeout(120_000);
  await api.start();
  await reduceMotion(page);
  // Counts the tones the sound effects start (Sound effects is on by default).
  await page.addInitScript(() => {
    const counted = window as unknown as { tones: number };
    counted.tones = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      const oscillator = create.call(this);
      const start = oscillator.start.bind(oscillator);
      oscillator.start = (when?: number) => {
        counted.tones++;
        start(when);
      };
      return oscillator;
    };
  });
  const path = (await (await request.get(`${apiUrl}/learn/path`)).json()) as LearnPathResponse;
  const first = path.units[0]!.lessons[0]!;
  const lesson = (await (await request.get(`${apiUrl}/learn/lessons/${first.id}`)).json()) as LessonResponse;

  // Any other lesson asks a visitor to sign in.
  await page.goto(`/learn/${path.units[0]!.lessons[1]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in required' })).toBeVisible();

  await page.goto('/');
  await page
    .getByRole('region', { name: 'Learn Kinyarwanda, one word at a time' })
    .getByRole('link', { name: 'Start Learning' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/learn/${first.id}$`));
  for (let n = 1; n < lesson.items.length; n++) await page.getByRole('button', { name: 'Next word' }).click();
  await page.getByRole('button', { name: 'Start practising' }).click();
  for (const exercise of lesson.exercises) await answerExercise(page, exercise, false);

  // The summary says how it went and offers to keep it; nothing is saved for a visitor.
  await expect(page.getByRole('heading', { name: 'Lesson complete' })).toBeFocused();
  const total = lesson.exercises.length;
  const step = page.getByTestId('lesson-step');
  await expect(step.getByText(`${total} of ${total} right`, { exact: true })).toBeVisible();
  await expect(step.getByText('Keep this lesson')).toBeVisible();
  await expect(page.getByTestId('lesson-saved')).toHaveCount(0);
  await expectAccessible(page, "a visitor's lesson summary");
  // Every right answer chimed (two tones each) and the end played its three notes.
  expect(await page.evaluate(() => (window as unknown as { tones: number }).tones)).toBe(2 * total + 3);

  // Signing up from the summary keeps the lesson for the new account.
  await step.getByRole('button', { name: 'Create account' }).click();
  const dialog = page.getByRole('dialog');
  const email = `first-lesson-${Date.now()}@vuga.test`;
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Keza Test');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('muraho-test');
  await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('muraho-test');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('lesson-saved')).toHaveText(
    `${lesson.items.length} words added to your review, in both directions.`,
  );
  await expect(step.getByText('Keep this lesson')).toHaveCount(0);
  await expect(page.getByTestId('due-badge')).toHaveText(String(lesson.items.length));

  // The dashboard lists it among the learner's activity.
  await page.goto('/dashboard');
  await expect(page.getByText(`(${total} of ${total} right)`, { exact: false }).first()).toBeVisible();
});
