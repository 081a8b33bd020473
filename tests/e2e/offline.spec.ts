// Vuga with no signal (issue 30): the installed app opens from its service worker with the network cut, and a
// new deploy is offered as "Reload to update", never loaded behind the learner's back. The only spec that lets
// the service worker run (playwright.config.ts blocks it everywhere else).
import { readFileSync, writeFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { apiUrl } from '../../scripts/lib/stack.mjs';
import { signUpNewLearner } from './auth.ts';
import { expect, test } from './fixtures.ts';
import { install } from './install.ts';
import { answerExercise, type LearnPathResponse, type LessonResponse } from './lesson.ts';

test.use({ serviceWorkers: 'allow' });

const serviceWorkerFile = new URL('../../apps/web/dist/sw.js', import.meta.url);

async function offline(context: BrowserContext) {
  await context.setOffline(true);
}

test('the installed app opens its pages with no network', async ({ page, context }) => {
  await install(page);
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link
      ? ((await (await fetch(link.href)).json()) as { display: string; icons: { purpose: string }[] })
      : null;
  });
  expect(manifest?.display).toBe('standalone');
  expect(manifest?.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

  await offline(context);
  // A prerendered page, from its own HTML in the precache.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/About/);
  // A page rendered in the browser, from the app shell.
  await page.goto('/learn');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Vuga' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
});

test('a new deploy is offered as "Reload to update"', async ({ page }) => {
  await install(page);
  const update = page.getByRole('button', { name: 'Reload to update' });
  await expect(update).toHaveCount(0);
  // The next deploy: the same files under a service worker that differs by a byte. (`vite preview` reads each
  // file as it is asked for; Playwright's routes do not reach a service worker's own script.)
  const current = readFileSync(serviceWorkerFile, 'utf8');
  writeFileSync(serviceWorkerFile, `${current}\n// the next deploy\n`);
  try {
    await page.reload();
    await expect(update).toBeVisible();
    const waiting = () =>
      page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
    expect(await waiting()).toBe(true);
    // Accepting activates the waiting version and reloads the page under it.
    await Promise.all([page.waitForEvent('load'), update.click()]);
    await expect(update).toHaveCount(0);
    expect(await waiting()).toBe(false);
  } finally {
    writeFileSync(serviceWorkerFile, current);
  }
});

test('offline, the app says so and holds back what needs the server', async ({ page, context, api }) => {
  await api.start();
  await install(page);
  await signUpNewLearner(page, { name: 'Nta Rezo' });
  await page.goto('/quiz');
  const start = page.getByRole('button', { name: 'Start Quiz' });
  await expect(start).toBeEnabled();
  await offline(context);
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(start).toBeDisabled();
  await expect(start).toHaveAccessibleDescription(
    'A quiz needs a connection: the server chooses and scores its questions.',
  );
  await context.setOffline(false);
  await expect(page.getByText('You are offline.')).toHaveCount(0);
  await expect(start).toBeEnabled();
});

test('a lesson whose connection drops keeps its answers and completes, once, when it returns', async ({
  page,
  context,
  api,
  request,
}) => {
  test.setTimeout(120_000);
  await api.start();
  const path = (await (await request.get(`${apiUrl}/learn/path`)).json()) as LearnPathResponse;
  const first = path.units[0]!.lessons[0]!;
  const lesson = (await (await request.get(`${apiUrl}/learn/lessons/${first.id}`)).json()) as LessonResponse;
  await signUpNewLearner(page, { name: 'Nta Rezo' });
  // Every answer the server took, by exercise, and every completion it accepted.
  const taken = new Map<number, number>();
  let completions = 0;
  page.on('response', async (response) => {
    const url = response.url();
    if (!response.ok()) return;
    if (/\/learn\/attempts\/[^/]+\/answers$/.test(url)) {
      const { exercise } = (await response.json()) as { exercise: number };
      taken.set(exercise, (taken.get(exercise) ?? 0) + 1);
    } else if (url.endsWith(`/learn/lessons/${first.id}/complete`)) completions++;
  });
  await page.goto(`/learn/${first.id}`);
  for (let n = 1; n < lesson.items.length; n++) await page.getByRole('button', { name: 'Next word' }).click();
  await page.getByRole('button', { name: 'Start practising' }).click();
  const half = Math.ceil(lesson.exercises.length / 2);
  for (const exercise of lesson.exercises.slice(0, half)) await answerExercise(page, exercise, false);
  await expect.poll(() => taken.size).toBe(half);
  await offline(context);
  for (const exercise of lesson.exercises.slice(half)) await answerExercise(page, exercise, false);
  // No error page and no error: the summary says the answers wait for the connection.
  await expect(page.getByRole('heading', { name: 'Lesson complete' })).toBeVisible();
  await expect(page.getByText(/Your answers are kept on this device/)).toBeVisible();
  await expect(page.getByTestId('lesson-saved')).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByTestId('lesson-saved')).toBeVisible();
  // Each answer arrived exactly once, and the lesson was completed once.
  expect([...taken.keys()].sort((a, b) => a - b)).toEqual(lesson.exercises.map((_, index) => index));
  expect([...taken.values()].every((count) => count === 1)).toBe(true);
  expect(completions).toBe(1);
});
