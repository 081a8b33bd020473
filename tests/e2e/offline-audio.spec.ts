// Course audio with no signal (issue 30, item 3): while online, the learn path keeps the next lessons and the
// recordings of their unit on the device (GET /learn/units/:id/audio, recorded when the stack was built); with
// the network cut, a lesson's words play from there. Settings says what is kept, and "Remove offline data"
// frees it. Lets the service worker run, like offline.spec.ts, so the pages open offline.
import { apiUrl } from '../../scripts/lib/stack.mjs';
import { signUpNewLearner } from './auth.ts';
import { expect, test } from './fixtures.ts';
import { install } from './install.ts';
import type { LearnPathResponse, LessonResponse } from './lesson.ts';

test.use({ serviceWorkers: 'allow' });

const cache = 'vuga-course-audio';

test("a unit's recordings are kept with its lessons and play with the network cut", async ({
  page,
  context,
  api,
  request,
}) => {
  test.setTimeout(120_000);
  await api.start();
  // Every play() the page starts: what it played, and whether the browser could play it.
  await page.addInitScript(() => {
    const played: { src: string; ok: boolean }[] = [];
    Object.assign(window, { played });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const started = play.call(this);
      started.then(
        () => played.push({ src: this.src, ok: true }),
        () => played.push({ src: this.src, ok: false }),
      );
      return started;
    };
  });
  const played = () =>
    page.evaluate(() => (window as unknown as { played: { src: string; ok: boolean }[] }).played);

  const path = (await (await request.get(`${apiUrl}/learn/path`)).json()) as LearnPathResponse;
  const unit = path.units[0]!;
  const first = unit.lessons[0]!;
  const lesson = (await (
    await request.get(`${apiUrl}/learn/lessons/${first.id}`)
  ).json()) as LessonResponse & {
    items: { text: string; audio_url: string | null }[];
  };
  const recordings = (
    (await (await request.get(`${apiUrl}/learn/units/${unit.id}/audio`)).json()) as {
      recordings: { audio_url: string }[];
    }
  ).recordings.map((recording) => `${apiUrl}${recording.audio_url}`);

  await install(page);
  await signUpNewLearner(page, { name: 'Nta Rezo' });
  await page.goto('/learn');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn' })).toBeVisible();
  // The unit counts as kept once all its recordings are (its list is stored last).
  const kept = () =>
    page.evaluate(async (name) => {
      if (!(await caches.has(name))) return [];
      return (await (await caches.open(name)).keys()).map((key) => key.url);
    }, cache);
  await expect
    .poll(async () => (await kept()).some((url) => url.endsWith(`/offline/course-audio/${unit.id}`)), {
      timeout: 60_000,
    })
    .toBe(true);
  expect(await kept()).toEqual(expect.arrayContaining(recordings));

  await context.setOffline(true);
  await page.goto(`/learn/${first.id}`);
  const word = lesson.items[0]!;
  expect(word.audio_url).not.toBeNull();
  await page.getByRole('button', { name: `Play ${word.text}` }).click();
  // Played from the device (an object URL of the kept file), and the browser could play it.
  await expect
    .poll(async () => (await played()).filter((p) => p.src.startsWith('blob:') && p.ok).length)
    .toBeGreaterThan(0);
  expect((await played()).filter((p) => !p.ok || !p.src.startsWith('blob:'))).toEqual([]);

  await context.setOffline(false);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Offline' }).click();
  const settings = page.getByRole('tabpanel', { name: 'Offline' });
  await expect(settings.getByTestId('course-audio')).toHaveText(
    /^Course audio for your next lessons and reviews: \d+ recordings, \d+\.\d MB$/,
  );
  await settings.getByRole('button', { name: 'Remove offline data' }).click();
  await expect(settings.getByText('The offline data has been removed.')).toBeVisible();
  expect(await page.evaluate((name) => caches.has(name), cache)).toBe(false);
});
