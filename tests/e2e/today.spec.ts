// Today through the real stack: a new learner's home and dashboard lead with unit 1; once a lesson is done
// (through the API, as the lesson page does it) they lead with the due reviews, then lesson 2, with the
// lesson's XP towards the daily goal, which the learner sets on the card and the server keeps.
import { apiUrl } from '../../scripts/lib/stack.mjs';
import { signUpNewLearner } from './auth.ts';
import { expect, test } from './fixtures.ts';
import { doLessonThroughApi, type LearnPathResponse } from './lesson.ts';

test('the today card shows the next lesson, then the due count and the XP of a finished lesson', async ({
  page,
  api,
  request,
}) => {
  test.setTimeout(120_000);
  await api.start();
  const email = await signUpNewLearner(page, { name: 'Today Tester' });
  const path = (await (await request.get(`${apiUrl}/learn/path`)).json()) as LearnPathResponse & {
    units: { title: string }[];
  };
  const unit = path.units[0]!;

  await page.goto('/');
  const today = page.getByRole('region', { name: 'Today' });
  const next = today.getByTestId('next-step');
  await expect(next.getByRole('heading', { level: 3 })).toHaveText(`Start unit 1: ${unit.title}`);
  await expect(next.getByRole('link', { name: 'Start lesson 1' })).toHaveAttribute(
    'href',
    `/learn/${unit.lessons[0]!.id}`,
  );
  await expect(today.getByRole('progressbar', { name: 'XP today' })).toHaveAttribute(
    'aria-valuetext',
    '0 of 20 XP',
  );

  const words = await doLessonThroughApi(request, email, unit.lessons[0]!.id);

  // The dashboard leads with the lesson's words, due today (one direction of each), then lesson 2.
  await page.goto('/dashboard');
  await expect(next.getByRole('heading', { level: 3 })).toHaveText(`Review ${words} cards`);
  await expect(next.getByRole('link', { name: 'Start reviewing' })).toHaveAttribute('href', '/review');
  await expect(today.getByRole('link', { name: 'Continue with lesson 2' })).toHaveAttribute(
    'href',
    `/learn/${unit.lessons[1]!.id}`,
  );
  const xp = today.getByRole('progressbar', { name: 'XP today' });
  await expect(xp).toHaveAttribute('aria-valuetext', '10 of 20 XP');
  // The recent activity names the lesson.
  await expect(page.getByRole('region', { name: 'Recent activity' })).toContainText('Lesson:');

  // The goal, set on the card, is kept by the server: it holds after a reload.
  await today.getByRole('combobox', { name: 'Daily goal' }).selectOption('30');
  await expect(xp).toHaveAttribute('aria-valuetext', '10 of 30 XP');
  await page.reload();
  await expect(xp).toHaveAttribute('aria-valuetext', '10 of 30 XP');
  await expect(today.getByRole('combobox', { name: 'Daily goal' })).toHaveValue('30');
});
