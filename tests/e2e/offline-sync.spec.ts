// Lessons and reviews with no signal (issue 30): a learner opens the installed app online (the next lessons, an
// attempt of each and the due cards are kept on the device), the network is cut, and they complete a lesson
// and grade their reviews. What they did waits in the outbox ("N answers waiting to sync"); back online it is
// sent in order, each record exactly once, and the path and the dashboard show it. Lets the service worker run,
// like offline.spec.ts.
import type { Page } from '@playwright/test';
import { apiUrl } from '../../scripts/lib/stack.mjs';
import { signUpNewLearner } from './auth.ts';
import { expect, test } from './fixtures.ts';
import { install } from './install.ts';
import {
  answerExercise,
  doLessonThroughApi,
  type LearnPathResponse,
  type LessonResponse,
  learnerHeaders,
  reviewAll,
} from './lesson.ts';

test.use({ serviceWorkers: 'allow' });

/** Lessons kept ready for offline on the device (IndexedDB), with an attempt of each. */
const lessonsReady = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('vuga-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('lessons')) return resolve(0);
          const all = db.transaction('lessons').objectStore('lessons').getAll();
          all.onsuccess = () => resolve(all.result.filter((kept) => kept.attemptId).length);
        };
        open.onerror = () => resolve(0);
      }),
  );

test('a lesson and reviews done offline arrive once each when the network returns', async ({
  page,
  context,
  api,
  request,
}) => {
  test.setTimeout(180_000);
  await api.start();
  await install(page);
  const email = await signUpNewLearner(page, { name: 'Nta Rezo' });
  const path = (await (await request.get(`${apiUrl}/learn/path`)).json()) as LearnPathResponse;
  const [first, second] = path.units[0]!.lessons;
  const lesson = (await (
    await request.get(`${apiUrl}/learn/lessons/${second!.id}`)
  ).json()) as LessonResponse;
  // The first lesson done before: its words are due for review.
  const words = await doLessonThroughApi(request, email, first!.id);

  // Every record the server took from the page, and those it had seen before (a repeat: `replayed`).
  const sent = { answers: new Map<number, number>(), completions: 0, grades: 0, replayed: 0 };
  page.on('response', async (response) => {
    const url = response.url();
    if (!response.ok() || response.request().method() !== 'POST') return;
    const kind = /\/learn\/attempts\/[^/]+\/answers$/.test(url)
      ? 'answer'
      : url.endsWith(`/learn/lessons/${second!.id}/complete`)
        ? 'complete'
        : url.endsWith('/review/grade')
          ? 'grade'
          : null;
    if (!kind) return;
    const body = (await response.json()) as { exercise?: number; replayed?: boolean };
    if (body.replayed) sent.replayed++;
    if (kind === 'answer') sent.answers.set(body.exercise!, (sent.answers.get(body.exercise!) ?? 0) + 1);
    else if (kind === 'complete') sent.completions++;
    else sent.grades++;
  });

  // Online: the path keeps the next lessons ready, the review page keeps the due cards.
  await page.goto('/learn');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn' })).toBeVisible();
  await expect.poll(() => lessonsReady(page)).toBeGreaterThan(0);
  await page.goto('/review');
  await expect(page.getByRole('heading', { level: 2, name: /^Card 1 of \d+$/ })).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/learn/${second!.id}`);
  for (let n = 1; n < lesson.items.length; n++) await page.getByRole('button', { name: 'Next word' }).click();
  await page.getByRole('button', { name: 'Start practising' }).click();
  for (const exercise of lesson.exercises) await answerExercise(page, exercise, false);
  await expect(page.getByRole('heading', { name: 'Lesson complete' })).toBeVisible();
  const lessonRecords = lesson.exercises.length + 1;
  await expect(page.getByTestId('sync-waiting').first()).toHaveText(
    `${lessonRecords} answers waiting to sync.`,
  );

  await page.goto('/review');
  const reviewed = await reviewAll(page, 'Good');
  expect(reviewed).toBe(words);
  const queued = lessonRecords + reviewed;
  const summary = page.getByTestId('review-summary').locator('..');
  await expect(summary.getByTestId('sync-waiting')).toHaveText(`${queued} answers waiting to sync.`);
  await expect(page.getByRole('alert').getByTestId('sync-waiting')).toHaveText(
    `${queued} answers waiting to sync.`,
  );
  expect(sent.answers.size + sent.completions + sent.grades).toBe(0);

  await context.setOffline(false);
  await expect(summary.getByTestId('sync-status')).toHaveText('Everything you did offline is synced.');
  await expect(page.getByTestId('sync-waiting')).toHaveCount(0);

  // Each record arrived exactly once: every answer, one completion, every grade, no repeat.
  expect([...sent.answers.keys()].sort((a, b) => a - b)).toEqual(lesson.exercises.map((_, index) => index));
  expect([...sent.answers.values()].every((count) => count === 1)).toBe(true);
  expect(sent.completions).toBe(1);
  expect(sent.grades).toBe(reviewed);
  expect(sent.replayed).toBe(0);
  const figures = {
    queued,
    sent: sent.answers.size + sent.completions + sent.grades,
    duplicates: sent.replayed,
  };
  test.info().annotations.push({ type: 'sync', description: JSON.stringify(figures) });
  console.log(`sync figures: ${JSON.stringify(figures)}`);

  // The server has it once: two lessons, every word's first review, and the dashboard shows the lesson.
  const headers = await learnerHeaders(request, email);
  const progress = (await (await request.get(`${apiUrl}/learn/path`, { headers })).json()) as {
    lessons_completed: number;
    reviews: number;
  };
  expect(progress.lessons_completed).toBe(2);
  expect(progress.reviews).toBe(reviewed);
  await page.goto('/dashboard');
  const learning = page.getByRole('region', { name: 'Learning' });
  const figure = (label: string) =>
    learning.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Words learned')).toHaveText(String(words + lesson.items.length));
});
