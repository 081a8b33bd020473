// The quiz end to end (docs/product.md §4, §5, §7, §8, §9): setup, a quiz taken to the end with the keyboard
// alone, the results with every question explained, Retake and New Quiz, and the automatic submit when time
// runs out — all through the real API, whose own scoring gives the answer key.
import type { Page } from '@playwright/test';
// The API's own contract types (the root tests are not a workspace package, so by path).
import type {
  GeneratedQuiz,
  QuizQuestion,
  QuizSubmitResponse,
} from '../../packages/api-client/src/contract.ts';
import { createTutor } from '../../packages/tutor/src/index.ts';
import { apiUrl } from '../../scripts/lib/stack.mjs';
import { signIn, signUpNewLearner } from './auth.ts';
import { stopClock } from './clock.ts';
import { expect, test } from './fixtures.ts';
import { chooseTheme, expectAccessible, expectFitsWidth } from './page-checks.ts';

// Every test talks to the real API (the fixture starts it only when a test asks for it).
test.beforeEach(async ({ api }) => {
  await api.start();
});

/**
 * A learner of its own: a finished quiz turns its mistakes into review cards, which would change the demo
 * learner's due badge in other specs' screenshots.
 */
async function openQuiz(page: Page) {
  const email = await signUpNewLearner(page);
  await page.goto('/quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz' })).toBeVisible();
  await expect(page).toHaveTitle(/^Quiz · Vuga$/);
  await expect(page.getByRole('heading', { name: 'Set up your quiz' })).toBeVisible();
  // The page is settled before a test stops its clock: the categories have arrived (a request still under way
  // would need the clock for its retry) and the app knows the API can be reached, so Start is enabled.
  await expect(page.getByText('Loading categories…')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Start Quiz' })).toBeEnabled();
  return email;
}

const slider = (page: Page) => page.getByRole('slider', { name: 'Number of questions' });
const category = (page: Page) => page.getByRole('combobox', { name: 'Category', exact: true });
const difficulty = (page: Page) => page.getByRole('combobox', { name: 'Difficulty', exact: true });
const radios = (page: Page) => page.getByRole('radiogroup').getByRole('radio');
const questionLabel = (page: Page) => page.getByText(/^Question \d+ of \d+$/);
const announcement = (page: Page) => page.locator('[data-component="Announcer"] [aria-live="polite"]');
const timer = (page: Page) => page.getByRole('timer', { name: 'Time remaining' });

/** Sets the question count with the keyboard: Home is 5, then one step right per extra question. */
async function chooseQuestionCount(page: Page, count: number) {
  await slider(page).focus();
  await page.keyboard.press('Home');
  for (let n = 5; n < count; n++) await page.keyboard.press('ArrowRight');
  await expect(slider(page)).toHaveAttribute('aria-valuenow', String(count));
}

/** Starts the quiz from the setup with Enter and returns the quiz the API generated. */
async function startQuiz(page: Page, button = 'Start Quiz'): Promise<GeneratedQuiz> {
  const generated = page.waitForResponse((r) => r.url().endsWith('/quiz/generate'));
  const start = page.getByRole('button', { name: button });
  await expect(start).toBeEnabled();
  await start.focus();
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  const response = await generated;
  // A refusal fails here with the server's reason, not after the test's whole time.
  expect(response.status(), await response.text()).toBe(200);
  const quiz = (await response.json()) as GeneratedQuiz;
  await expect(questionLabel(page)).toHaveText(`Question 1 of ${quiz.questions.length}`);
  return quiz;
}

/**
 * The right option of each question, from the tutor engine's own bank (the API scores with the same one; it
 * reveals the answers only in the result of the quiz's one submission).
 */
let engine: ReturnType<typeof createTutor> | undefined;
function answerKey(quiz: GeneratedQuiz): number[] {
  engine ??= createTutor();
  const ids = quiz.questions.map((question) => question.id);
  return engine
    .scoreQuiz({ questionIds: ids, answers: ids.map(() => -1) })
    .detailed_results.map((item) => item.correct_answer);
}

/** A wrong option for a question (the one after the right one). */
const wrongOption = (right: number, options: number) => (right + 1) % options;

const recordingButton = (page: Page) => page.getByRole('button', { name: /the recording/ });

/**
 * Where focus is when a question appears: on its play button when it is a listening question (then one Tab
 * reaches the options), else on an option (`option` when known). Ends with focus on an option.
 */
async function enterOptions(page: Page, question: QuizQuestion | undefined, option?: number) {
  if (question?.audio_url) {
    await expect(recordingButton(page)).toBeFocused();
    await page.keyboard.press('Tab');
  } else if (option !== undefined) {
    await expect(radios(page).nth(option)).toBeFocused();
  }
  await expect(radios(page).and(page.locator(':focus'))).toHaveCount(1);
}

/** Moves with the arrow keys from the focused option to `target` (arrows select as they move), or Space. */
async function chooseWithKeyboard(page: Page, target: number) {
  const options = radios(page);
  const count = await options.count();
  const focused = await options.evaluateAll((els) => els.indexOf(document.activeElement as HTMLElement));
  expect(focused, 'focus is on an option of the question').toBeGreaterThanOrEqual(0);
  if (focused === target) await page.keyboard.press('Space');
  for (let i = focused; i !== target; i = (i + 1) % count) {
    // Radix moves focus a task after the keydown and checks the option only while the arrow is still held, as
    // a person's key is; so the key is released once the next option is checked, not at once.
    await page.keyboard.down('ArrowDown');
    await expect(options.nth((i + 1) % count)).toBeChecked();
    await page.keyboard.up('ArrowDown');
  }
  await expect(options.nth(target)).toBeChecked();
  await expect(options.nth(target)).toBeFocused();
}

test('setup: 10 questions by default within 5–25, mixed first, the difficulties and the estimated time', async ({
  page,
  request,
}) => {
  // The clock stops before the quiz starts, so its timer shows the full time however long the start takes.
  await page.clock.install();
  await openQuiz(page);
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '10');
  await expect(slider(page)).toHaveAttribute('aria-valuemin', '5');
  await expect(slider(page)).toHaveAttribute('aria-valuemax', '25');
  await expect(slider(page)).toHaveAttribute('aria-valuetext', '10 questions');
  await expect(page.getByTestId('estimated-time')).toContainText('Estimated time: 10 minutes');

  await slider(page).focus();
  await page.keyboard.press('End');
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '25');
  await expect(page.getByTestId('estimated-time')).toContainText('25 minutes');
  await page.keyboard.press('ArrowRight');
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '25');
  await page.keyboard.press('Home');
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '5');
  await page.keyboard.press('ArrowLeft');
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '5');
  await page.keyboard.press('ArrowRight');
  await expect(slider(page)).toHaveAttribute('aria-valuetext', '6 questions');
  await expect(page.getByTestId('estimated-time')).toContainText('Estimated time: 6 minutes');

  // The server's categories, with 'mixed' put first and chosen by default.
  const served = (await (await request.get(`${apiUrl}/quiz/categories`)).json()) as { categories: string[] };
  expect(served.categories.length).toBeGreaterThan(5);
  const values = category(page).locator('option');
  await expect(values).toHaveCount(served.categories.length + 1);
  expect(await values.evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value))).toEqual([
    'mixed',
    ...served.categories.filter((c) => c !== 'mixed'),
  ]);
  await expect(values.first()).toHaveText('Mixed (all categories)');
  await expect(category(page)).toHaveValue('mixed');
  await expect(values.filter({ hasText: 'Food and drink' })).toHaveAttribute('value', 'food-drink');

  await expect(difficulty(page).locator('option')).toHaveText([
    'Mixed',
    'Beginner',
    'Intermediate',
    'Advanced',
  ]);
  await expect(difficulty(page)).toHaveValue('mixed');

  // The chosen settings are what the API is asked for.
  await category(page).selectOption('numbers');
  await difficulty(page).selectOption('beginner');
  await stopClock(page);
  const request6 = page.waitForRequest((r) => r.url().endsWith('/quiz/generate'));
  const quiz = await startQuiz(page);
  expect((await request6).postDataJSON()).toEqual({
    category: 'numbers',
    difficulty: 'beginner',
    num_questions: 6,
  });
  expect(quiz.questions).toHaveLength(6);
  await expect(page.getByRole('heading', { name: 'Numbers · Beginner' })).toBeVisible();
  await expect(timer(page)).toHaveText('6:00');
});

test("a link chooses the setup's category (Today's weak topic); one the quiz does not offer falls back to mixed", async ({
  page,
}) => {
  await openQuiz(page);
  await page.goto('/quiz?category=food-drink');
  await expect(category(page)).toHaveValue('food-drink');
  await expect(category(page).locator('option:checked')).toHaveText('Food and drink');
  await page.goto('/quiz?category=__proto__');
  await expect(category(page).locator('option')).not.toHaveCount(1);
  await expect(category(page)).toHaveValue('mixed');
});

test('a quiz taken to the end with the keyboard alone, then its results, Retake and New Quiz', async ({
  page,
}) => {
  const email = await openQuiz(page);
  await chooseQuestionCount(page, 5);
  const quiz = await startQuiz(page);
  const key = answerKey(quiz);
  // Four right, the third wrong: 80 %, the blue band.
  const chosen = key.map((right, i) =>
    i === 2 ? wrongOption(right, quiz.questions[i]?.options.length ?? 4) : right,
  );

  // Focus starts on the stage heading; Tab reaches the first question (its play button, then its options).
  await expect(page.getByRole('heading', { name: 'Mixed (all categories) · Mixed' })).toBeFocused();
  await expect(timer(page)).toHaveText(/^[45]:\d\d$/);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(radios(page)).toHaveText(quiz.questions[0]?.options ?? []);
  await page.keyboard.press('Tab');
  await enterOptions(page, quiz.questions[0]);

  let scored: QuizSubmitResponse | undefined;
  for (const [index, question] of quiz.questions.entries()) {
    const last = index === quiz.questions.length - 1;
    await expect(questionLabel(page)).toHaveText(`Question ${index + 1} of 5`);
    await expect(page.getByRole('heading', { name: question.question })).toBeVisible();
    // Screen readers hear each new question (focus may stay in the options, where the group's name is not
    // read).
    await expect(announcement(page)).toHaveText(
      index === 0 ? '' : `Question ${index + 1} of 5: ${question.question}`,
    );
    if (index > 0) await enterOptions(page, question, 0);
    await expect(page.getByRole('button', { name: last ? 'Finish' : 'Next' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled({ enabled: index > 0 });
    await chooseWithKeyboard(page, chosen[index] ?? 0);
    await expect(page.getByRole('progressbar', { name: 'Answered' })).toHaveAttribute(
      'aria-valuetext',
      `${index + 1} of 5`,
    );
    await expect(page.getByRole('button', { name: last ? 'Finish' : 'Next' })).toBeEnabled();
    if (index === 1) {
      // Back to the first question with Previous: its answer is still chosen; Tab then returns to the
      // options.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Previous' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(questionLabel(page)).toHaveText('Question 1 of 5');
      await expect(radios(page).nth(chosen[0] ?? 0)).toBeChecked();
      await enterOptions(page, quiz.questions[0], chosen[0]);
      await page.keyboard.press('Enter');
      await expect(questionLabel(page)).toHaveText('Question 2 of 5');
      await expect(radios(page).nth(chosen[1] ?? 0)).toBeChecked();
      await enterOptions(page, question, chosen[1]);
    }
    if (last) {
      await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
      const submitted = page.waitForResponse((r) => r.url().endsWith('/quiz/submit'));
      // Enter in the options goes on, as the hint says; on the last question it finishes.
      await page.keyboard.press('Enter');
      const response = await submitted;
      scored = (await response.json()) as QuizSubmitResponse;
      expect(response.request().postDataJSON()).toMatchObject({
        questions: quiz.questions.map((q) => q.id),
        answers: chosen,
        user_email: email,
      });
    } else {
      await page.keyboard.press('Enter');
    }
  }

  // Results: the score in its band, the API's feedback and performance, every question explained.
  const results = page.getByRole('region', { name: 'Your results' });
  await expect(results.getByRole('heading', { name: 'Your results' })).toBeFocused();
  const summary = page.getByTestId('quiz-summary');
  // 80 % is in the 80+ band, shown in the blue (info) tone.
  const score = summary.getByRole('img', { name: 'Score: 80%' });
  await expect(score).toHaveAttribute('data-state', 'good');
  await expect(score).toHaveAttribute('data-tone', 'info');
  await expect(summary).toContainText('4 of 5 correct');
  expect(scored?.percentage).toBe(80);
  await expect(summary).toContainText(`Performance: ${scored?.performance}`);
  await expect(results.getByText(scored?.feedback ?? '', { exact: true })).toBeVisible();
  // Taken with time to spare (the quiz allows 5:00).
  await expect(summary).toContainText(/Time taken: [0-4]:[0-5]\d/);
  const review = results
    .getByRole('listitem')
    .filter({ has: page.getByText('Your answer', { exact: true }) });
  await expect(review).toHaveCount(5);
  for (const [index, question] of quiz.questions.entries()) {
    const item = review.nth(index);
    const right = key[index] ?? 0;
    await expect(item.getByRole('heading', { name: question.question })).toBeVisible();
    await expect(item).toHaveAttribute('data-correct', String(index !== 2));
    await expect(
      item.getByText(index === 2 ? 'Incorrect' : 'Correct', { exact: true }).first(),
    ).toBeVisible();
    // The two answers are part of the question's card, not a list below it.
    const answers = item.locator('[data-component="QuizCard"] dd');
    await expect(answers.first()).toHaveText(question.options[chosen[index] ?? 0] ?? '');
    await expect(answers.nth(1)).toHaveText(question.options[right] ?? '');
    await expect(item.getByText(/^Explanation: \S/)).toBeVisible();
    await expect(item.getByRole('radio')).toHaveCount(question.options.length);
    await expect(item.getByRole('radio').first()).toBeDisabled();
  }

  // Retake: a new quiz with the same settings, a fresh answer sheet and clock.
  const retakeRequest = page.waitForRequest((r) => r.url().endsWith('/quiz/generate'));
  const retake = await startQuiz(page, 'Retake');
  expect((await retakeRequest).postDataJSON()).toEqual({
    category: 'mixed',
    difficulty: 'mixed',
    num_questions: 5,
  });
  await expect(page.getByRole('progressbar', { name: 'Answered' })).toHaveAttribute(
    'aria-valuetext',
    '0 of 5',
  );
  await expect(radios(page).first()).not.toBeChecked();
  await expect(timer(page)).toHaveText(/^[45]:\d\d$/);

  // New Quiz (from the results of this retake) goes back to the setup.
  await page.keyboard.press('Tab');
  await enterOptions(page, retake.questions[0]);
  await chooseWithKeyboard(page, 0);
  for (let i = 1; i < 5; i++) {
    await page.keyboard.press('Enter');
    await expect(questionLabel(page)).toHaveText(`Question ${i + 1} of 5`);
    await enterOptions(page, retake.questions[i], 0);
    await chooseWithKeyboard(page, 0);
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeFocused();
  await page.getByRole('button', { name: 'New Quiz' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Set up your quiz' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Your results' })).toHaveCount(0);
  await expect(questionLabel(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start Quiz' })).toBeEnabled();
  // Everything is reset, the settings too (Retake is the way to keep them): back to the default of 10.
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '10');
});

test('a listening question plays its recording, by itself (autoPlay) and from its button, and the review says what was heard', async ({
  page,
  request,
}) => {
  // Every play() of the page is noted, so the test knows what was played without hearing it.
  await page.addInitScript(() => {
    const played: string[] = [];
    Object.assign(window, { vugaPlayed: played });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this.src);
      return play.call(this);
    };
  });
  const played = () => page.evaluate(() => (window as unknown as { vugaPlayed: string[] }).vugaPlayed);
  await openQuiz(page);
  // Greetings has authored listening items, and authored items are asked before rule-made ones: a quiz of 25
  // greetings always has listening questions (the seeded API also makes it the same quiz every run).
  await category(page).selectOption('greetings');
  await chooseQuestionCount(page, 25);
  const quiz = await startQuiz(page);
  const index = quiz.questions.findIndex((q) => q.kind === 'listening' && q.audio_url);
  expect(index, 'a listening question with a recording').toBeGreaterThanOrEqual(0);
  const question = quiz.questions[index] as QuizQuestion;
  const url = `${apiUrl}${question.audio_url}`;

  // The recording is real audio from the API.
  const served = await request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^audio\//);

  for (let i = 0; i < index; i++) {
    await radios(page).first().click();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByRole('heading', { name: question.question })).toBeVisible();
  // Auto-play is on by default (Settings → Preferences): the question plays its recording when it appears.
  await expect.poll(played).toContain(url);
  const button = recordingButton(page);
  // A new question puts focus on its play button; the first question starts on the stage heading, a Tab
  // before.
  if (index === 0) await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  // It plays to the end (no error), then plays again from the button.
  await expect(button).toHaveAttribute('data-state', 'idle');
  await expect(button).toHaveAccessibleName('Play the recording');
  const times = (await played()).filter((src) => src === url).length;
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await played()).filter((src) => src === url).length).toBe(times + 1);
  await expect(button).toHaveAttribute('data-state', 'idle');

  for (let i = index; i < quiz.questions.length; i++) {
    await radios(page).first().click();
    await page.getByRole('button', { name: i === quiz.questions.length - 1 ? 'Finish' : 'Next' }).click();
  }
  const review = page.getByRole('listitem').filter({ has: page.getByText('Your answer', { exact: true }) });
  await expect(review.nth(index)).toContainText(`You heard: ${question.audio_text}`);
});

test('when time runs out the quiz is submitted with the answers so far, the rest counted as unanswered', async ({
  page,
}) => {
  // The page's clock is installed before anything loads and stopped before the quiz starts: the timer moves
  // only when the test moves it.
  await page.clock.install();
  await openQuiz(page);
  await chooseQuestionCount(page, 5);
  await stopClock(page);
  const quiz = await startQuiz(page);
  await expect(timer(page)).toHaveText('5:00');
  const clock = page.locator('[data-component="Timer"]');
  await expect(clock).toHaveAttribute('data-state', 'running');

  // The second option of the first question, the last of the second.
  const second = (quiz.questions[1]?.options.length ?? 2) - 1;
  await radios(page).nth(1).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await radios(page).nth(second).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(questionLabel(page)).toHaveText('Question 3 of 5');

  // At 60 s or less the clock turns to its warning style.
  await page.clock.fastForward('04:01');
  await expect(timer(page)).toHaveText('0:59');
  await expect(clock).toHaveAttribute('data-state', 'warning');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  const submitted = page.waitForResponse((r) => r.url().endsWith('/quiz/submit'));
  await page.clock.fastForward('01:00');
  const response = await submitted;
  const scored = (await response.json()) as QuizSubmitResponse;
  expect(response.request().postDataJSON()).toMatchObject({
    questions: quiz.questions.map((q) => q.id),
    answers: [1, second, -1, -1, -1],
  });

  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
  // The results say why the quiz ended.
  await expect(page.getByText("Time's up", { exact: true })).toBeVisible();
  await expect(page.getByTestId('quiz-summary')).toContainText('Time taken: 5:00');
  const review = page.getByRole('listitem').filter({ has: page.getByText('Your answer', { exact: true }) });
  await expect(review).toHaveCount(5);
  for (const index of [2, 3, 4]) {
    await expect(review.nth(index).locator('dd').first()).toHaveText('Not answered');
    await expect(review.nth(index).getByText('Not answered', { exact: true }).first()).toBeVisible();
    await expect(review.nth(index)).toHaveAttribute('data-correct', 'false');
  }
  await expect(review.nth(0).locator('dd').first()).toHaveText(quiz.questions[0]?.options[1] ?? '');
  await expect(review.nth(1).locator('dd').first()).toHaveText(quiz.questions[1]?.options[second] ?? '');
  await expect(page.getByTestId('quiz-summary')).toContainText(`${scored.correct_answers} of 5 correct`);
  expect(scored.correct_answers).toBeLessThanOrEqual(2);
});

test('says the quiz service cannot be reached when the API is down, holds Start back, and recovers with Retry', async ({
  page,
  api,
}) => {
  await signIn(page, 'learner');
  await api.stop();
  await page.goto('/quiz');
  const categoriesAlert = page.getByRole('alert').filter({ hasText: 'Failed to connect to quiz service' });
  await expect(categoriesAlert).toContainText('You can still take a mixed quiz.');
  await expect(category(page).locator('option')).toHaveText(['Mixed (all categories)']);
  // The server cannot be reached: a quiz (which it chooses and scores) waits for it, and says why.
  const start = page.getByRole('button', { name: 'Start Quiz' });
  await expect(start).toBeDisabled();
  await expect(start).toHaveAccessibleDescription(/A quiz needs a connection/);

  await api.start();
  await categoriesAlert.getByRole('button', { name: 'Retry' }).click();
  await expect(categoriesAlert).toHaveCount(0);
  await expect(category(page).locator('option').nth(1)).toBeAttached();
  await expect(start).toBeEnabled();
  await start.click();
  await expect(questionLabel(page)).toHaveText('Question 1 of 10');
  await expect(page.getByRole('alert').filter({ hasText: /Failed/ })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`quiz setup, taking and results have no accessibility violations in the ${theme} theme and fit 360 px`, async ({
    page,
  }) => {
    // The longest test (25 questions answered, six axe scans): a busy machine has needed more than 90 s.
    test.slow();
    await chooseTheme(page, theme);
    await openQuiz(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(category(page).locator('option').nth(1)).toBeAttached();

    /** Axe at the desktop width, then no sideways scroll and axe again at 360 px. */
    async function check(stage: string) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectAccessible(page, `quiz ${stage}, ${theme}, 1280 px`);
      await expectFitsWidth(page, 360, `quiz ${stage}, ${theme}`);
      await expectAccessible(page, `quiz ${stage}, ${theme}, 360 px`);
    }

    await check('setup');
    // 25 questions, so the results hold many words to test the narrow layout (the same 25 every run: the test
    // API is seeded).
    await chooseQuestionCount(page, 25);
    const quiz = await startQuiz(page);
    await radios(page).first().click();
    await check('taking');
    for (let i = 1; i < quiz.questions.length; i++) {
      await page.getByRole('button', { name: 'Next' }).click();
      await radios(page)
        .nth(i % 2)
        .click();
    }
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
    await check('results');
  });
}
