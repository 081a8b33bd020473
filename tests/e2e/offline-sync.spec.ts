// Lessons and reviews with no signal (issue 30): a learner opens the installed app online (the next lessons, an
// attempt of each and the due cards are kept on the device), the network is cut, and they complete a lesson
// and grade their reviews. What they did waits in the outbox ("N answers waiting to sync"); back online it is
// sent in order, each record exactly once, and the path and the dashboard show it. The second test is the
// issue's whole quality bar in one run: the tutor downloaded too, then offline the installed app opens, a
// lesson, the reviews, three chat questions and a translation, and back online each record once. Lets the
// service worker run, like offline.spec.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiUrl } from '../../scripts/lib/stack.mjs';
import { signUpNewLearner } from './auth.ts';
import { expect, test } from './fixtures.ts';
import { askTheTutor, install, openOfflineSettings } from './install.ts';
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
        // No database yet: none is made here. (Opened without a version, a missing database would be created
        // empty, as version 1 without stores; the app's own opening at version 1 would then not make them.)
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('lessons')) return resolve(0);
          const all = db.transaction('lessons').objectStore('lessons').getAll();
          all.onsuccess = () => resolve(all.result.filter((kept) => kept.attemptId).length);
        };
        open.onerror = () => resolve(0);
      }),
  );

/** Every record the server took from the page, and those it had seen before (a repeat: `replayed`). */
function recordsSent(page: Page, lessonId: string) {
  const sent = { answers: new Map<number, number>(), completions: 0, grades: 0, replayed: 0 };
  page.on('response', async (response) => {
    const url = response.url();
    if (!response.ok() || response.request().method() !== 'POST') return;
    const kind = /\/learn\/attempts\/[^/]+\/answers$/.test(url)
      ? 'answer'
      : url.endsWith(`/learn/lessons/${lessonId}/complete`)
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
  return sent;
}

/** Each record arrived exactly once: every answer of the lesson, one completion, every grade, no repeat. */
function expectSentOnce(
  sent: ReturnType<typeof recordsSent>,
  exercises: LessonResponse['exercises'],
  reviewed: number,
) {
  expect([...sent.answers.keys()].sort((a, b) => a - b)).toEqual(exercises.map((_, index) => index));
  expect([...sent.answers.values()].every((count) => count === 1)).toBe(true);
  expect(sent.completions).toBe(1);
  expect(sent.grades).toBe(reviewed);
  expect(sent.replayed).toBe(0);
}

/** The lesson done on the page (the words shown, then every exercise answered right). */
async function doLesson(page: Page, lessonId: string, lesson: LessonResponse) {
  await page.goto(`/learn/${lessonId}`);
  for (let n = 1; n < lesson.items.length; n++) await page.getByRole('button', { name: 'Next word' }).click();
  await page.getByRole('button', { name: 'Start practising' }).click();
  for (const exercise of lesson.exercises) await answerExercise(page, exercise, false);
  await expect(page.getByRole('heading', { name: 'Lesson complete' })).toBeVisible();
}

/** The server has it once: two lessons, every word's first review; the dashboard counts the words learned. */
async function expectOnServer(
  page: Page,
  request: APIRequestContext,
  email: string,
  reviewed: number,
  words: number,
) {
  const headers = await learnerHeaders(request, email);
  const progress = (await (await request.get(`${apiUrl}/learn/path`, { headers })).json()) as {
    lessons_completed: number;
    reviews: number;
  };
  expect(progress.lessons_completed).toBe(2);
  expect(progress.reviews).toBe(reviewed);
  await page.goto('/dashboard');
  const learning = page.getByRole('region', { name: 'Learning' });
  await expect(
    learning.locator('dt', { hasText: 'Words learned' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(String(words));
}

/**
 * A new learner on the installed app, the first lesson done before (its words are due for review), the second
 * one's content, and what the server takes from the page from then on.
 */
async function newLearner(page: Page, request: APIRequestContext) {
  await install(page);
  const email = await signUpNewLearner(page, { name: 'Nta Rezo' });
  const path = (await (await request.get(`${apiUrl}/learn/path`)).json()) as LearnPathResponse;
  const [first, second] = path.units[0]!.lessons;
  const lesson = (await (
    await request.get(`${apiUrl}/learn/lessons/${second!.id}`)
  ).json()) as LessonResponse;
  const words = await doLessonThroughApi(request, email, first!.id);
  return { email, second: second!, lesson, words, sent: recordsSent(page, second!.id) };
}

test('a lesson and reviews done offline arrive once each when the network returns', async ({
  page,
  context,
  api,
  request,
}) => {
  test.setTimeout(180_000);
  await api.start();
  const { email, second, lesson, words, sent } = await newLearner(page, request);

  // Online: the path keeps the next lessons ready, the review page keeps the due cards.
  await page.goto('/learn');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn' })).toBeVisible();
  await expect.poll(() => lessonsReady(page)).toBeGreaterThan(0);
  await page.goto('/review');
  await expect(page.getByRole('heading', { level: 2, name: /^Card 1 of \d+$/ })).toBeVisible();

  await context.setOffline(true);
  await doLesson(page, second.id, lesson);
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

  expectSentOnce(sent, lesson.exercises, reviewed);
  const figures = {
    queued,
    sent: sent.answers.size + sent.completions + sent.grades,
    duplicates: sent.replayed,
  };
  test.info().annotations.push({ type: 'sync', description: JSON.stringify(figures) });
  console.log(`sync figures: ${JSON.stringify(figures)}`);

  await expectOnServer(page, request, email, reviewed, words + lesson.items.length);
});

test('the tutor downloaded before the first visit to Learn: the next lessons are kept all the same', async ({
  page,
  api,
  request,
}) => {
  // Once reported as "no lessons kept": the probe below used to create the app's database empty before the app
  // did, so the app found it without its stores. It now only looks.
  test.setTimeout(120_000);
  await api.start();
  await newLearner(page, request);
  const settings = await openOfflineSettings(page);
  await settings.getByRole('button', { name: 'Download the offline tutor' }).click();
  await expect(settings.getByText('The offline tutor is on this device.')).toBeVisible();
  expect(await lessonsReady(page)).toBe(0);

  await page.goto('/learn');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn' })).toBeVisible();
  await expect.poll(() => lessonsReady(page)).toBeGreaterThan(0);
});

test('the quality bar: no signal from the installed app to the dashboard, each record once', async ({
  page,
  context,
  api,
  request,
}) => {
  test.setTimeout(240_000);
  await api.start();
  const { email, second, lesson, words, sent } = await newLearner(page, request);
  let tutorAsked = 0;
  page.on('request', (asked) => {
    if (/\/(chat|translate)$/.test(asked.url()) && asked.method() === 'POST') tutorAsked++;
  });

  // The first visit, online: the next lessons and the due cards kept, the tutor downloaded.
  await page.goto('/learn');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn' })).toBeVisible();
  await expect.poll(() => lessonsReady(page)).toBeGreaterThan(0);
  await page.goto('/review');
  await expect(page.getByRole('heading', { level: 2, name: /^Card 1 of \d+$/ })).toBeVisible();
  const settings = await openOfflineSettings(page);
  await settings.getByRole('button', { name: 'Download the offline tutor' }).click();
  await expect(settings.getByText('The offline tutor is on this device.')).toBeVisible();
  expect(await lessonsReady(page)).toBeGreaterThan(0);

  // No signal: the installed app opens, a lesson is done, the reviews graded, the tutor asked.
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Vuga' })).toBeVisible();
  await doLesson(page, second.id, lesson);
  await page.goto('/review');
  const reviewed = await reviewAll(page, 'Good');
  expect(reviewed).toBe(words);
  const queued = lesson.exercises.length + 1 + reviewed;
  await expect(page.getByRole('alert').getByTestId('sync-waiting')).toHaveText(
    `${queued} answers waiting to sync.`,
  );

  await askTheTutor(page);
  expect(sent.answers.size + sent.completions + sent.grades).toBe(0);
  expect(tutorAsked).toBe(0);

  // Back online: every record arrives once, and the server and the dashboard show it.
  // (On this page until all is sent: leaving it while a record is on its way would only send it again.)
  await context.setOffline(false);
  await expect.poll(() => sent.answers.size + sent.completions + sent.grades).toBe(queued);
  await expect(page.getByTestId('sync-waiting')).toHaveCount(0);
  expectSentOnce(sent, lesson.exercises, reviewed);
  await expectOnServer(page, request, email, reviewed, words + lesson.items.length);
});
