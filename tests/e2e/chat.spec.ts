// The chat screen through the real stack: keyboard-only conversation, the tutor's answer with its Kinyarwanda
// word and audio (synthesised or a native clip, fetched from the URL the answer gives), suggestions, learning
// tools, the native-speaker words, and the docs/product.md §8 message when the server fails mid-conversation.
import type { Page } from '@playwright/test';
import { signIn } from './auth.ts';
import { expect, test } from './fixtures.ts';
import { expectAccessible, expectEndsAtFooter, expectFitsWidth } from './page-checks.ts';

test('a learner chats with the keyboard alone and hears the word', async ({ page, api }) => {
  await api.start();
  await signIn(page, 'learner');
  await page.goto('/chat');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  const input = page.getByRole('textbox', { name: 'Your question' });
  // The message box takes focus by itself (after 500 ms), so typing needs no mouse.
  await expect(input).toBeFocused();

  await page.keyboard.type('how do i say water');
  await page.keyboard.press('Shift+Enter');
  await expect(input).toHaveValue('how do i say water\n');
  await page.keyboard.press('Backspace');
  const answered = page.waitForResponse((r) => r.url().endsWith('/chat') && r.request().method() === 'POST');
  // Auto-play is on by default (Settings → Preferences): the answer's audio is fetched from the URL it gives
  // (docs/product.md §7 rule) and the server sends real audio.
  const audioResponse = page.waitForResponse((r) => /\/(audio|common-voice-audio)\//.test(r.url()));
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue('');
  expect((await answered).status()).toBe(200);

  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('how do i say water')).toBeVisible();
  await expect(log).toContainText('amazi');
  await expect(page.getByText('The tutor is typing')).toHaveCount(0);
  const audio = await audioResponse;
  expect(audio.status()).toBeLessThan(300);
  expect(audio.headers()['content-type']).toMatch(/^audio\//);

  // Played again from the button, with no audio error.
  await log.getByRole('button', { name: 'Play "amazi"' }).click();
  await expect(log.getByRole('button', { name: 'Play "amazi"' })).toBeVisible();
  await expect(page.getByText("Sorry, I couldn't play the audio. Please try again.")).toHaveCount(0);
});

test('suggestions, learning tools and native words ask the tutor', async ({ page, api }) => {
  await api.start();
  await signIn(page, 'learner');
  await page.goto('/chat');
  const log = page.getByRole('log', { name: 'Conversation' });
  const help = page.getByRole('complementary', { name: 'Learning help' });

  await expect(help.getByRole('list').last().getByRole('button')).toHaveCount(18);
  await help.getByRole('button', { name: 'What does "murakoze" mean?' }).click();
  await expect(log).toContainText(/thank/i);

  await expect(help.getByRole('region', { name: 'Learning tools' }).getByRole('button')).toHaveCount(5);
  await help.getByRole('button', { name: 'Vocabulary' }).click();
  await expect(log.getByText('Teach me food words')).toBeVisible();

  // Native words: fetched on first open (with the total on the button), then only toggled.
  let fetches = 0;
  page.on('request', (request) => {
    if (request.url().includes('/available-sentences')) fetches += 1;
  });
  const toggle = help.getByRole('button', { name: /Show words/ });
  await toggle.click();
  await expect(help.getByRole('button', { name: /Hide words \(\d+\)/ })).toBeVisible();
  await help.getByRole('button', { name: /Hide words/ }).click();
  await help.getByRole('button', { name: /Show words \(\d+\)/ }).click();
  await expect(help.getByRole('button', { name: /Hide words \(\d+\)/ })).toBeVisible();
  expect(fetches).toBe(1);
});

test('a server that stops answering mid-conversation gives the spec message and keeps the chat', async ({
  page,
  api,
}) => {
  await api.start();
  await signIn(page, 'learner');
  await page.goto('/chat');
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill('What does amazi mean?');
  await input.press('Enter');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText(/water/i);

  await page.route('**/chat', (route) => route.abort('connectionrefused'));
  await input.fill('How do I say bread?');
  await input.press('Enter');
  await expect(log).toContainText('Network error. Please check your connection and try again.');
  // What came before is still there.
  await expect(log).toContainText(/water/i);
});

/** A signed-in learner on the chat page of a 390 px phone; the conversation log. */
async function chatOnPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, 'learner');
  await page.goto('/chat');
  return page.getByRole('log', { name: 'Conversation' });
}

test('a grammar answer on a phone is a readable table inside the bubble, with no markup', async ({
  page,
  api,
}) => {
  await api.start();
  const log = await chatOnPhone(page);
  await page.getByRole('textbox', { name: 'Your question' }).fill('explain adjectives');
  await page.keyboard.press('Enter');
  const table = log.getByRole('region', { name: 'Table of forms' });
  await expect(table).toBeVisible();
  // Wider than the phone: its rows stack, each cell led by its column's name (the header row stays for screen
  // readers), so every column shows and nothing scrolls sideways.
  await expect(table.getByRole('columnheader', { name: 'Noun' })).toBeAttached();
  const cells = table.getByRole('cell');
  await cells.last().scrollIntoViewIfNeeded();
  await expect(cells.last()).toBeVisible();
  expect(await cells.first().evaluate((el) => getComputedStyle(el, '::before').content)).not.toBe('none');
  expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectFitsWidth(page, 390, 'a grammar answer in the chat');
  for (const width of [360, 1440]) await expectFitsWidth(page, width, 'a grammar answer in the chat');
  await expectEndsAtFooter(page, 'a grammar answer in the chat');
  // No markup syntax anywhere in the conversation.
  expect(await log.textContent()).not.toMatch(/\*\*|\|---|\|\s*\|/);
  await expectAccessible(page, 'a grammar answer in the chat');
});

test('"quiz me" in the chat is answered in place, with the verdict and another question', async ({
  page,
  api,
}) => {
  await api.start();
  const log = await chatOnPhone(page);
  const answered = page.waitForResponse((r) => r.url().endsWith('/chat') && r.request().method() === 'POST');
  await page.getByRole('textbox', { name: 'Your question' }).fill('quiz me on animals');
  await page.keyboard.press('Enter');
  const { practice } = (await (await answered).json()) as {
    practice: { question: string; options: string[]; correct_answer: number; explanation: string };
  };
  const card = log.locator('[data-component="ChoiceExercise"]');
  await expect(card.getByText(practice.question, { exact: true })).toBeVisible();
  // The options are a radio group: choose a wrong one, then check it.
  const wrong = practice.options.findIndex((_, index) => index !== practice.correct_answer);
  await card.getByRole('radio', { name: practice.options[wrong], exact: true }).check();
  await card.getByRole('button', { name: 'Check' }).click();
  await expect(card).toHaveAttribute('data-state', 'incorrect');
  await expect(card.getByText('The answer is:')).toBeVisible();
  await expect(card).toContainText(practice.explanation);
  await expectFitsWidth(page, 390, 'a practice question in the chat');
  await expectAccessible(page, 'a practice question in the chat');

  // Focus is on "Another question", which asks the tutor for the next one in the same category.
  const next = page.waitForResponse((r) => r.url().endsWith('/chat') && r.request().method() === 'POST');
  await expect(card.getByRole('button', { name: 'Another question' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect((await next).request().postDataJSON()).toMatchObject({ question: 'Quiz me on animals' });
  await expect(log.locator('[data-component="ChoiceExercise"]')).toHaveCount(2);
});
