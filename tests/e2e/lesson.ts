// Doing lessons and reviews in the browser as a learner would, for the Learn specs: the API's contract as the
// tests read it, the API's controlled clock, one exercise answered rightly, and a review session flipped through.
import type { APIRequestContext, Page } from '@playwright/test';
import { rightAnswer } from '../../apps/api/test/right-answer.ts';
import { apiUrl, ports, webEnv } from '../../scripts/lib/stack.mjs';
import { expect } from './fixtures.ts';

export const DAY = 86_400_000;

/** What the test reads of GET /learn/path and GET /learn/lessons/:id (the API's contract). */
export interface LearnPathResponse {
  units: { id: string; lessons: { id: string; items: number }[] }[];
}
export type Exercise =
  | { kind: 'choose-meaning' | 'listen-choose'; options: string[]; correctIndex: number }
  | { kind: 'match-pairs'; pairs: { left: string; right: string }[] }
  | { kind: 'build-sentence'; answer: string[] }
  | { kind: 'type-answer'; accepted: string[] }
  | { kind: 'speak'; text: string };
export interface LessonResponse {
  items: { text: string; gloss: string[] }[];
  exercises: Exercise[];
}

/** Every API request of the page runs at `clock.now` (the API's TEST_CLOCK=header). */
export async function controlApiClock(page: Page, start: number) {
  const clock = { now: start };
  await page.route(`${apiUrl}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-test-now': String(clock.now) } }),
  );
  return clock;
}

/** Answers the lesson's current exercise rightly (the test knows the answers from the API's lesson). */
export async function answerExercise(page: Page, exercise: Exercise, typo: boolean) {
  const step = page.getByTestId('lesson-step');
  switch (exercise.kind) {
    case 'choose-meaning':
    case 'listen-choose':
      await step.getByRole('radio', { name: exercise.options[exercise.correctIndex], exact: true }).click();
      await step.getByRole('button', { name: 'Check' }).click();
      await expect(step.getByText('Correct', { exact: true })).toBeVisible();
      break;
    case 'match-pairs':
      for (const pair of exercise.pairs) {
        await step
          .getByRole('list', { name: 'Words' })
          .getByRole('button', { name: pair.left, exact: true })
          .click();
        await step
          .getByRole('list', { name: 'Meanings' })
          .getByRole('button', { name: pair.right, exact: true })
          .click();
      }
      await expect(step.getByText('All pairs matched')).toBeVisible();
      break;
    case 'build-sentence':
      for (const word of exercise.answer) {
        await step
          .getByRole('list', { name: 'Tiles' })
          .getByRole('button', { name: word, exact: true })
          .first()
          .click();
      }
      await step.getByRole('button', { name: 'Check' }).click();
      await expect(step.getByText('Correct', { exact: true })).toBeVisible();
      break;
    case 'type-answer': {
      const answer = exercise.accepted[0]!;
      // One letter left out is nearly right: the learner sees the difference and the expected answer.
      await step.getByRole('textbox', { name: 'Your answer' }).fill(typo ? answer.slice(0, -1) : answer);
      await step.getByRole('button', { name: 'Check' }).click();
      await expect(step.getByText(typo ? 'Nearly' : 'Correct', { exact: true })).toBeVisible();
      if (typo) await expect(step.getByText(answer, { exact: true }).first()).toBeVisible();
      break;
    }
    case 'speak':
      // Said aloud and rated (recording is tested in the course test): practice, never marked wrong.
      await step.getByRole('button', { name: 'Got it' }).click();
      await expect(step.getByText('Well said', { exact: true })).toBeVisible();
      break;
  }
  await step.getByRole('button', { name: 'Continue' }).click();
}

/** Reviews the cards left in the session shown, by flipping each and giving it `grade`; how many in all. */
export async function reviewAll(page: Page, grade: 'Good' | 'Easy') {
  const cardTitle = page.getByRole('heading', { level: 2, name: /^Card \d+ of \d+$/ });
  await expect(cardTitle).toBeVisible();
  const [, from, total] = (await cardTitle.textContent())!.match(/Card (\d+) of (\d+)/)!.map(Number);
  for (let n = from!; n <= total!; n++) {
    await expect(page.getByRole('heading', { level: 2, name: `Card ${n} of ${total}` })).toBeVisible();
    await page.getByRole('button', { name: 'Show answer' }).click();
    await page.getByRole('button', { name: grade, exact: true }).click();
  }
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  return total!;
}

/** The headers of the learner's API requests (a real Auth emulator token). */
export async function learnerHeaders(request: APIRequestContext, email: string) {
  const signedIn = await request.post(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${webEnv.VITE_FIREBASE_API_KEY}`,
    { data: { email, password: 'muraho-test', returnSecureToken: true } },
  );
  const { idToken } = (await signedIn.json()) as { idToken: string };
  return { authorization: `Bearer ${idToken}` };
}

/** Does a lesson through the API as the learner; how many words it taught. */
export async function doLessonThroughApi(request: APIRequestContext, email: string, lessonId: string) {
  const headers = await learnerHeaders(request, email);
  const lesson = (await (await request.get(`${apiUrl}/learn/lessons/${lessonId}`)).json()) as {
    items: unknown[];
    exercises: Parameters<typeof rightAnswer>[0][];
  };
  const started = await request.post(`${apiUrl}/learn/lessons/${lessonId}/attempts`, { headers });
  const { attempt_id } = (await started.json()) as { attempt_id: string };
  for (const [index, exercise] of lesson.exercises.entries()) {
    const answered = await request.post(`${apiUrl}/learn/attempts/${attempt_id}/answers`, {
      headers,
      data: { exercise: index, ...rightAnswer(exercise) },
    });
    expect(answered.status(), `exercise ${index}`).toBe(200);
  }
  const done = await request.post(`${apiUrl}/learn/lessons/${lessonId}/complete`, {
    headers,
    data: { attempt_id },
  });
  expect(done.status()).toBe(200);
  return lesson.items.length;
}
