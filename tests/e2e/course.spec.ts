// The course as a new learner meets it, on a phone (390 px) and a desktop (1440 px), through the real stack:
// unit 1 is greetings with its can-do goal; its guidebook has key phrases, a grammar note and a dialogue
// (axe-clean in both themes); lesson 1 with a missed exercise that comes back, a typo accepted with its
// correction, a speaking exercise recorded from Chromium's fake microphone, and the summary. The next day's
// review holds no more than the daily limit of new cards and never both directions of a word.
import { apiUrl } from '../../scripts/lib/stack.mjs';
import { signUpNewLearner } from './auth.ts';
import { expect, test } from './fixtures.ts';
import {
  answerExercise,
  controlApiClock,
  DAY,
  type LearnPathResponse,
  type LessonResponse,
} from './lesson.ts';
import { chooseTheme, expectAccessible, reduceMotion } from './page-checks.ts';

/** The default daily limit of new cards (Settings → Learning). */
const NEW_CARDS_PER_DAY = 10;

interface CoursePath extends LearnPathResponse {
  units: (LearnPathResponse['units'][number] & { title: string; goal: string })[];
}

for (const width of [390, 1440]) {
  test(`at ${width} px a new learner starts with greetings, reads the guidebook, does lesson 1 and reviews the next day`, async ({
    page,
    api,
    request,
  }) => {
    test.setTimeout(180_000);
    await api.start();
    await reduceMotion(page);
    await page.setViewportSize({ width, height: 900 });
    const start = Date.UTC(2026, 4, 4, 9);
    await signUpNewLearner(page);
    const clock = await controlApiClock(page, start);
    const path = (await (await request.get(`${apiUrl}/learn/path`)).json()) as CoursePath;
    const unit = path.units[0]!;
    expect(unit).toMatchObject({ id: 'greetings', title: 'Greetings' });
    const first = unit.lessons[0]!;
    const lesson = (await (
      await request.get(`${apiUrl}/learn/lessons/${first.id}`)
    ).json()) as LessonResponse;

    // Unit 1, its goal and its guidebook, in both themes.
    for (const theme of ['light', 'dark'] as const) {
      await chooseTheme(page, theme);
      await page.goto('/learn');
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Unit 1 · Greetings' }) });
      await expect(card.getByText(unit.goal, { exact: true })).toBeVisible();
      await card.getByRole('button', { name: 'Guidebook: Unit 1 · Greetings' }).click();
      const guide = page.getByRole('dialog', { name: 'Unit 1 · Greetings' });
      await expect(guide.getByRole('heading', { name: 'Key phrases' })).toBeVisible();
      await expect(guide.getByRole('heading', { name: /^Grammar: / })).toBeVisible();
      await expect(guide.getByRole('heading', { name: 'Dialogue' })).toBeVisible();
      await expect(guide.getByText('Muraho! Amakuru?', { exact: true })).toBeVisible();
      await expect(guide.getByRole('button', { name: 'Play "Muraho! Amakuru?"' })).toBeVisible();
      await expectAccessible(page, `the greetings guidebook at ${width} px (${theme})`);
      await page.keyboard.press('Escape');
      await expect(guide).toHaveCount(0);
    }

    // The lesson in one theme on the phone and the other on the desktop: its summary is checked in both.
    await chooseTheme(page, width === 390 ? 'dark' : 'light');
    await page.goto('/learn');
    await page.getByRole('link', { name: 'Start the first lesson' }).click();
    await expect(page).toHaveURL(new RegExp(`/learn/${first.id}$`));
    for (let n = 1; n < lesson.items.length; n++)
      await page.getByRole('button', { name: 'Next word' }).click();
    await page.getByRole('button', { name: 'Start practising' }).click();

    const step = page.getByTestId('lesson-step');
    const missed = lesson.exercises.findIndex((exercise) => exercise.kind === 'choose-meaning');
    const typo = lesson.exercises.findIndex((exercise) => exercise.kind === 'type-answer');
    expect(missed).toBeGreaterThanOrEqual(0);
    expect(typo).toBeGreaterThanOrEqual(0);
    for (const [index, exercise] of lesson.exercises.entries()) {
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: new RegExp(`· ${index + 1} of ${lesson.exercises.length}$`),
        }),
      ).toBeVisible();
      // Each new step shows from the top: the progress bar stays in view even after scrolling down to answer.
      await expect(page.getByRole('progressbar', { name: 'Lesson progress' })).toBeInViewport();
      if (index === missed && exercise.kind === 'choose-meaning') {
        const wrong = exercise.options.find((_, at) => at !== exercise.correctIndex)!;
        await step.getByRole('radio', { name: wrong, exact: true }).click();
        await step.getByRole('button', { name: 'Check' }).click();
        await expect(step.getByRole('status').getByText('Incorrect', { exact: true })).toBeVisible();
        await step.getByRole('button', { name: 'Continue' }).click();
      } else if (exercise.kind === 'speak') {
        // Heard, recorded from the fake microphone, compared (the model, then the recording), rated.
        await expect(step.getByText(exercise.text, { exact: true })).toBeVisible();
        await step.getByRole('button', { name: 'Listen' }).click();
        await step.getByRole('button', { name: 'Record', exact: true }).click();
        await expect(step.getByText('Recording. Press Stop when you are done.')).toBeVisible();
        await step.getByRole('button', { name: 'Stop' }).click();
        await expect(step.getByText('How close was yours to the model?')).toBeVisible();
        await step.getByRole('button', { name: 'Compare' }).click();
        await expect(step.getByText(/^Playing (the model|your recording)…$/)).toBeVisible();
        await step.getByRole('button', { name: 'Got it' }).click();
        await expect(step.getByText('Well said', { exact: true })).toBeVisible();
        await step.getByRole('button', { name: 'Continue' }).click();
      } else {
        await answerExercise(page, exercise, index === typo);
      }
    }
    // The missed exercise comes back before the end, and is answered rightly this time.
    await expect(page.getByRole('heading', { level: 2, name: /· once more$/ })).toBeVisible();
    await answerExercise(page, lesson.exercises[missed]!, false);

    // The summary: first-try accuracy (the miss counts; the typo and the rating do not), the words, the streak.
    await expect(page.getByRole('heading', { name: 'Lesson complete' })).toBeFocused();
    const total = lesson.exercises.length;
    await expect(step.getByText(`${total - 1} of ${total} right`, { exact: true })).toBeVisible();
    const words = step.getByRole('list', { name: 'Words learned' });
    for (const item of lesson.items) await expect(words.getByText(item.text, { exact: true })).toBeVisible();
    await expect(page.getByTestId('lesson-saved')).toBeVisible();
    await expect(step.getByText('1 day', { exact: true })).toBeVisible();
    await expectAccessible(page, `the lesson summary at ${width} px`);

    // The next day: within the daily limit of new cards, one direction of each word, nothing twice.
    clock.now = start + DAY;
    await page.goto('/review');
    const cardTitle = page.getByRole('heading', { level: 2, name: /^Card 1 of \d+$/ });
    await expect(cardTitle).toBeVisible();
    const cards = Number((await cardTitle.textContent())!.match(/of (\d+)/)![1]);
    expect(cards).toBeLessThanOrEqual(NEW_CARDS_PER_DAY);
    const seen = new Set<string>();
    for (let n = 1; n <= cards; n++) {
      // The flashcard: its question, then what it asks about.
      const flashcard = page.getByRole('region', { name: `Card ${n} of ${cards}` }).getByRole('region');
      const prompt = (await flashcard.getByRole('paragraph').last().textContent())!;
      const item = lesson.items.find((i) => i.text === prompt || i.gloss[0] === prompt);
      expect(item, `card ${n} asks about a word of the lesson: ${prompt}`).toBeDefined();
      expect(seen.has(item!.text), `both directions of ${item!.text} on one day`).toBe(false);
      seen.add(item!.text);
      await page.getByRole('button', { name: 'Show answer' }).click();
      await page.getByRole('button', { name: 'Good', exact: true }).click();
    }
    await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  });
}
