// The translate screen end to end (docs/product.md §2, §5, §8, §9): the real API translates both ways; the
// screen shows how sure each translation is, keeps the last 5 in its history and says when the service cannot
// be reached.
import type { Page } from '@playwright/test';
import { apiUrl } from '../../scripts/lib/stack.mjs';
import { signUpNewLearner } from './auth.ts';
import { stopClock } from './clock.ts';
import { expect, test } from './fixtures.ts';
import { chooseTheme, expectAccessible, expectFitsWidth, openAsLearner } from './page-checks.ts';

// Every test talks to the real API (the fixture starts it only when a test asks for it).
test.beforeEach(async ({ api }) => {
  await api.start();
});

/** Signs the demo learner in and opens the translator. */
const openTranslate = (page: Page) => openAsLearner(page, '/translate', 'Translate', /^Translate .* · Vuga$/);

const englishInput = (page: Page) => page.getByRole('textbox', { name: 'English text', exact: true });
const kinyarwandaInput = (page: Page) => page.getByRole('textbox', { name: 'Kinyarwanda text', exact: true });
const translateButton = (page: Page) => page.getByRole('button', { name: 'Translate', exact: true });
const result = (page: Page) => page.locator('[data-component="TranslationResult"]');
const translation = (page: Page) => page.getByTestId('translation');
const methodBadge = (page: Page) => page.getByTestId('translation-method');
const history = (page: Page) => page.getByRole('list', { name: 'Recent translations, newest first' });

test('translates English to Kinyarwanda and back through the real API, with swap, counts and Clear', async ({
  page,
}) => {
  await openTranslate(page);
  await expect(page.getByTestId('direction')).toHaveText('English → Kinyarwanda');
  await expect(translateButton(page)).toBeDisabled();
  await expect(page.getByText('0/5000')).toBeVisible();

  await englishInput(page).fill('Good morning');
  await expect(page.getByText('12/5000')).toBeVisible();
  await translateButton(page).click();
  await expect(translation(page)).toHaveText('Mwaramutse');
  await expect(translation(page)).toHaveAttribute('lang', 'rw');
  await expect(result(page)).toHaveAttribute('data-method', 'exact');
  await expect(methodBadge(page)).toHaveText('Exact phrase');
  await expect(result(page).getByText('Confidence 95%')).toBeVisible();
  await expect(result(page).getByText('10 characters')).toBeVisible();
  // The phrasebook's variants are offered, without repeating the chosen wording in another case.
  const others = result(page).getByRole('list').filter({ hasText: 'bwakeye' });
  await expect(others.getByRole('listitem')).toHaveText(['waramutse', 'bwakeye']);
  // The result can be heard: its audio comes from the URL the API gave, as real audio.
  const heard = page.waitForResponse((r) => /\/(audio|common-voice-audio)\//.test(r.url()));
  await result(page).getByRole('button', { name: 'Play "Mwaramutse"' }).click();
  const audio = await heard;
  expect(audio.status()).toBeLessThan(300);
  expect(audio.headers()['content-type']).toMatch(/^audio\//);
  await expect(page.getByText("Sorry, I couldn't play the audio. Please try again.")).toHaveCount(0);

  // Swap: the translation becomes the text to translate back, in the other direction.
  await page.getByRole('button', { name: 'Swap languages: translate Kinyarwanda to English' }).click();
  await expect(page.getByTestId('direction')).toHaveText('Kinyarwanda → English');
  await expect(kinyarwandaInput(page)).toHaveValue('Mwaramutse');
  await expect(page.getByText('10/5000')).toBeVisible();
  await expect(result(page)).toHaveCount(0);
  await kinyarwandaInput(page).press('Control+Enter');
  await expect(translation(page)).toHaveText('Good morning');
  await expect(translation(page)).toHaveAttribute('lang', 'en');
  await expect(result(page).getByRole('button', { name: 'Play the Kinyarwanda' })).toBeVisible();
  await expect(methodBadge(page)).toHaveText('Exact phrase');

  // Both translations are in the history, newest first, each with its direction.
  const entries = history(page).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Kinyarwanda → English');
  await expect(entries.nth(0)).toContainText('MwaramutseGood morning');
  await expect(entries.nth(1)).toContainText('English → Kinyarwanda');
  await expect(entries.nth(1)).toContainText('Good morningMwaramutse');

  // Clear empties the text and the result and puts the cursor back in the field; the history stays.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(kinyarwandaInput(page)).toHaveValue('');
  await expect(kinyarwandaInput(page)).toBeFocused();
  await expect(page.getByText('0/5000')).toBeVisible();
  await expect(result(page)).toHaveCount(0);
  await expect(translateButton(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Clear' })).toBeDisabled();
  await expect(entries).toHaveCount(2);

  // Ctrl+Enter on an empty field says what is missing instead of sending anything.
  await kinyarwandaInput(page).press('Control+Enter');
  await expect(page.getByText('Please enter some text to translate')).toBeVisible();
  await expect(kinyarwandaInput(page)).toHaveAttribute('aria-invalid', 'true');
  // Typing makes the message go away: it no longer applies.
  await kinyarwandaInput(page).pressSequentially('Mu');
  await expect(page.getByText('Please enter some text to translate')).toHaveCount(0);
  await expect(kinyarwandaInput(page)).not.toHaveAttribute('aria-invalid');
});

test('copies the translation to the clipboard and confirms it for a moment', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The page's clock is installed before anything loads and stopped once the translation is shown, so the 2 s
  // confirmation can be timed exactly.
  await page.clock.install();
  await openTranslate(page);
  await englishInput(page).fill('Thank you very much');
  await englishInput(page).press('Control+Enter');
  await expect(translation(page)).toHaveText('Murakoze cyane');
  await stopClock(page);

  const status = result(page).getByRole('status');
  await expect(status).toBeEmpty();
  await result(page).getByRole('button', { name: 'Copy translation' }).click();
  await expect(status).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Murakoze cyane');
  // The confirmation goes away by itself after 2 s.
  await page.clock.runFor(1_990);
  await expect(status).toHaveText('Copied');
  await page.clock.runFor(10);
  await expect(status).toBeEmpty();
});

test('while a translation is on its way nothing can start another or clear the page', async ({ page }) => {
  await openTranslate(page);
  // The request is held until the checks are done, then goes to the real API.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${apiUrl}/translate`, async (route) => {
    await held;
    await route.continue();
  });
  await englishInput(page).fill('Good morning');
  await englishInput(page).press('Control+Enter');
  await expect(translateButton(page)).toHaveAttribute('aria-busy', 'true');
  await expect(translateButton(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Clear' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Swap languages/ })).toBeDisabled();
  for (const sample of await page.getByRole('region', { name: 'Quick samples' }).getByRole('button').all()) {
    await expect(sample).toBeDisabled();
  }
  release();
  await expect(translation(page)).toHaveText('Mwaramutse');
  await expect(translateButton(page)).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('button', { name: 'Clear' })).toBeEnabled();
  await expect(history(page).getByRole('listitem')).toHaveCount(1);
});

test('the 8 quick samples of each direction translate with one click', async ({ page }) => {
  await openTranslate(page);
  const samples = page.getByRole('region', { name: 'Quick samples' }).getByRole('button');
  await expect(samples).toHaveCount(8);
  await expect(samples.first()).toHaveAttribute('lang', 'en');
  await samples.filter({ hasText: 'Goodbye' }).click();
  await expect(englishInput(page)).toHaveValue('Goodbye');
  await expect(translation(page)).toHaveText('Murabeho');
  await expect(methodBadge(page)).toHaveText('Exact phrase');

  await page.getByRole('button', { name: /^Swap languages/ }).click();
  await expect(samples).toHaveCount(8);
  await expect(samples.first()).toHaveAttribute('lang', 'rw');
  await samples.filter({ hasText: 'Murakoze cyane' }).click();
  await expect(kinyarwandaInput(page)).toHaveValue('Murakoze cyane');
  await expect(translation(page)).toHaveText('Thank you very much');
});

test('a word-by-word guess looks unlike a sure phrase and the history keeps the last 5, cut to 60 characters', async ({
  page,
}) => {
  await openTranslate(page);
  const samples = page.getByRole('region', { name: 'Quick samples' }).getByRole('button');
  await samples.filter({ hasText: 'Good morning' }).click();
  await expect(methodBadge(page)).toHaveText('Exact phrase');
  const sure = await translation(page).evaluate((el) => {
    const s = getComputedStyle(el);
    const box = getComputedStyle(el.closest('[data-component="TranslationResult"]') as Element);
    return { fontStyle: s.fontStyle, fontWeight: s.fontWeight, border: box.borderTopStyle };
  });
  expect(sure).toEqual({ fontStyle: 'normal', fontWeight: '700', border: 'solid' });

  // 73 characters of words the lexicon knows one by one but no phrase covers.
  const long = 'the dog eats bread in the big house and the child drinks water every day';
  await englishInput(page).fill(long);
  await translateButton(page).click();
  await expect(result(page)).toHaveAttribute('data-method', 'word-by-word');
  await expect(methodBadge(page)).toHaveText('Word-by-word guess — check with a speaker');
  await expect(methodBadge(page)).toHaveAttribute('data-tone', 'warning');
  await expect(result(page).getByText('Word order and grammar are probably wrong.')).toBeVisible();
  await expect(result(page).getByRole('heading', { name: 'Word by word' })).toBeVisible();
  await expect(result(page).getByRole('listitem').filter({ hasText: 'dog' })).toContainText('imbwa');
  const guess = await translation(page).evaluate((el) => {
    const s = getComputedStyle(el);
    const box = getComputedStyle(el.closest('[data-component="TranslationResult"]') as Element);
    return { fontStyle: s.fontStyle, fontWeight: s.fontWeight, border: box.borderTopStyle };
  });
  expect(guess).toEqual({ fontStyle: 'italic', fontWeight: '400', border: 'dashed' });
  const confidence = await result(page)
    .getByText(/^Confidence \d+%$/)
    .textContent();
  expect(Number(confidence?.match(/\d+/)?.[0])).toBeLessThan(95);

  const literal = (await translation(page).textContent()) ?? '';
  expect(literal.length).toBeGreaterThan(60);
  const entries = history(page).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(`${long.slice(0, 60)}…`);
  await expect(entries.first()).toContainText(`${literal.slice(0, 60)}…`);
  await expect(entries.first()).not.toContainText(long);
  await expect(entries.first().getByText('guess', { exact: true })).toBeVisible();
  await expect(entries.nth(1).getByText('guess', { exact: true })).toHaveCount(0);

  // Four more: only the newest five stay, newest first; the first one (Good morning) is gone.
  for (const sample of ['Thank you very much', 'Welcome', 'Goodbye', 'No problem']) {
    await samples.filter({ hasText: sample }).click();
    await expect(history(page).getByRole('listitem').first()).toContainText(sample);
  }
  await expect(entries).toHaveCount(5);
  await expect(entries.nth(0)).toContainText('No problem');
  await expect(entries.nth(3)).toContainText('Thank you very much');
  await expect(entries.nth(4)).toContainText(long.slice(0, 60));
  await expect(history(page)).not.toContainText('Good morning');

  // Nothing found says so: no translation to copy, the unknown word marked, a dash in the history.
  await englishInput(page).fill('xyzzy');
  await translateButton(page).click();
  await expect(result(page)).toHaveAttribute('data-method', 'none');
  await expect(methodBadge(page)).toHaveText('No translation');
  await expect(result(page).getByText('Confidence 0%')).toBeVisible();
  await expect(result(page).getByText(/^No translation found for this text\./)).toBeVisible();
  await expect(result(page).getByRole('listitem')).toHaveText('xyzzy → not found');
  await expect(result(page).getByRole('button', { name: 'Copy translation' })).toHaveCount(0);
  await expect(entries.first()).toContainText('xyzzy—');
});

test('says it cannot reach the translation service when the API is down, and works again once it is back', async ({
  page,
  api,
}) => {
  await openTranslate(page);
  await api.stop();
  await englishInput(page).fill('Welcome');
  await translateButton(page).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Translation error' });
  await expect(banner).toContainText('Failed to connect to translation service');
  await expect(result(page)).toHaveCount(0);
  await expect(history(page)).toHaveCount(0);

  await api.start();
  await translateButton(page).click();
  await expect(translation(page)).toHaveText('Murakaza neza');
  await expect(banner).toHaveCount(0);
});

test("shows the server's own error when it refuses a translation (here: too many in a minute)", async ({
  page,
  api,
}) => {
  await openTranslate(page);
  // The same real API, restarted with a limit of one translation a minute (the next test's API has the usual
  // settings again).
  await api.start({ RATE_LIMIT_PER_MINUTE: '1' });
  await englishInput(page).fill('Welcome');
  await translateButton(page).click();
  await expect(translation(page)).toHaveText('Murakaza neza');
  await translateButton(page).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Translation error' });
  await expect(banner).toContainText('Too many requests: at most 1 a minute.');
  await expect(banner).not.toContainText('Failed to connect');
  await expect(result(page)).toHaveCount(0);
  await expect(history(page).getByRole('listitem')).toHaveCount(1);
});

for (const theme of ['light', 'dark'] as const) {
  test(`translate has no accessibility violations in the ${theme} theme and fits 360 px`, async ({
    page,
  }) => {
    await chooseTheme(page, theme);
    await openTranslate(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await englishInput(page).fill('the dog eats bread in the big house and the child drinks water every day');
    await translateButton(page).click();
    await expect(result(page)).toHaveAttribute('data-method', 'word-by-word');
    await page
      .getByRole('region', { name: 'Quick samples' })
      .getByRole('button', { name: 'Welcome' })
      .click();
    await expect(translation(page)).toHaveText('Murakaza neza');
    await expect(history(page).getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page, `translate, ${theme}, 1280 px`);
    await expectFitsWidth(page, 360, `translate, ${theme}`);
    await expectAccessible(page, `translate, ${theme}, 360 px`);
  });
}

test('on a phone a sentence says its known phrase as the phrasebook does, and a pattern says how it was made', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openTranslate(page);
  // Phrase first: the greeting inside the sentence is the phrasebook's, with the sentence's punctuation.
  await englishInput(page).fill('Good morning, my friend!');
  await translateButton(page).click();
  await expect(translation(page)).toHaveText(/^Mwaramutse, .+!$/);
  for (const width of [390, 360, 1440]) await expectFitsWidth(page, width, 'a phrase-first translation');
  await page.setViewportSize({ width: 390, height: 800 });

  // A sentence from a frame: its badge, the pattern it follows, and no markup anywhere.
  await englishInput(page).fill("I'm from Rwanda");
  await translateButton(page).click();
  await expect(translation(page)).toHaveText('Nkomoka mu Rwanda');
  await expect(methodBadge(page)).toHaveText('Sentence pattern');
  await expect(result(page).getByText('I am from … → Nkomoka …', { exact: true })).toBeVisible();
  expect(await result(page).textContent()).not.toMatch(/\*\*|\|---/);
  await expectFitsWidth(page, 390, 'a translation from a sentence pattern');
  await expectAccessible(page, 'a translation from a sentence pattern');
});

test('"Add to review" is offered only for what the API will add, and then adds it', async ({ page }) => {
  // A learner of its own: a card added to the demo learner would change other specs' screenshots (its badge).
  await signUpNewLearner(page);
  await page.goto('/translate');
  // A phrase not yet reviewed by a speaker: translated exactly, but not something Review will take.
  await englishInput(page).fill('Do you have a room?');
  await translateButton(page).click();
  await expect(translation(page)).toHaveText('Mufite icyumba?');
  await expect(result(page).getByRole('button', { name: /to review$/ })).toHaveCount(0);

  await englishInput(page).fill('Good morning');
  await translateButton(page).click();
  await expect(translation(page)).toHaveText('Mwaramutse');
  await result(page).getByRole('button', { name: 'Add mwaramutse to review' }).click();
  await expect(result(page).getByRole('button', { name: 'mwaramutse is in your review' })).toBeDisabled();
});
