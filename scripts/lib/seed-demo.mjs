// The demo learner's first days, made through the API as the app makes them (lessons answered exercise by
// exercise and completed, due words reviewed, a chat and a translation), so that on first sign-in with
// `npm start` the Today card, the streak, the dashboard's week, Learn and the admin figures show something real.
// The days are in the past: `npm start` runs a second API with its test clock (TEST_CLOCK=header, which the API
// allows only for a demo-* project) on a spare port for this seeding, while the API on 5001 keeps the real clock. Only for `npm start`: the
// end-to-end stack's demo learner stays empty (its specs' screenshots expect that). It runs once: a demo learner
// who has completed a lesson is left as they are.
import { rightAnswer } from './lesson-answers.mjs';
import { apiUrl, demoAccounts, ports, webEnv } from './stack.mjs';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A request to the API as the learner, at `at` (ms since the epoch) on the API's test clock. */
async function call(method, path, token, body, at = Date.now()) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-test-now': String(at),
      ...(body && { 'content-type': 'application/json' }),
    },
    ...(body && { body: JSON.stringify(body) }),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** The API the seeding talks to: `npm start` runs one with the test clock on a port of its own. */
let base = apiUrl;

/** Seeds the demo learner's history through the API (at `url`, by default the stack's); says what it did. */
export async function seedDemoLearner({ url = apiUrl } = {}) {
  base = url;
  const { email, password } = demoAccounts.learner;
  const signIn = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${webEnv.VITE_FIREBASE_API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const { idToken } = await signIn.json();
  if (!idToken) throw new Error(`Signing in ${email} failed`);
  const day = `?time_zone=${encodeURIComponent(timeZone)}`;
  const path = await call('GET', `/learn/path${day}`, idToken);
  if (path.lessons_completed > 0) return 'the demo learner already has history';

  // Three days before today: a lesson each day, the words it made due reviewed, a chat and a translation.
  const start = Date.now() - 3 * DAY_MS;
  let lessons = 0;
  let reviewed = 0;
  for (const [n, lesson] of path.units[0].lessons.slice(0, 3).entries()) {
    const at = start + n * DAY_MS;
    await doLesson(idToken, lesson.id, at);
    lessons++;
    // Half of the due words reviewed, a few minutes later: some are left for the learner's own first session.
    const { cards } = await call('GET', `/review/due${day}&limit=20`, idToken, undefined, at + 5 * 60_000);
    const graded = cards.slice(0, Math.ceil(cards.length / 2));
    for (const [index, card] of graded.entries()) {
      await call(
        'POST',
        '/review/grade',
        idToken,
        {
          card_id: card.id,
          due_at: card.due_at,
          grade: index % 4 === 3 ? 'again' : 'good',
          time_zone: timeZone,
        },
        at + 5 * 60_000 + index * 10_000,
      );
    }
    reviewed += graded.length;
  }
  await call('POST', '/chat', idToken, { question: 'How do I say thank you?', time_zone: timeZone }, start);
  await call(
    'POST',
    '/translate',
    idToken,
    { text: 'good morning', direction: 'en-rw', time_zone: timeZone },
    start + DAY_MS,
  );
  return `the demo learner did ${lessons} lessons on the last 3 days, reviewed ${reviewed} cards, chatted and translated`;
}

/** One lesson answered right, exercise by exercise, a few seconds apart, and completed. */
async function doLesson(idToken, lessonId, at) {
  const { exercises } = await call('GET', `/learn/lessons/${lessonId}`, idToken, undefined, at);
  const { attempt_id } = await call('POST', `/learn/lessons/${lessonId}/attempts`, idToken, undefined, at);
  for (const [index, exercise] of exercises.entries()) {
    await call(
      'POST',
      `/learn/attempts/${attempt_id}/answers`,
      idToken,
      { exercise: index, ...rightAnswer(exercise), time_zone: timeZone },
      at + (index + 1) * 8_000,
    );
  }
  await call(
    'POST',
    `/learn/lessons/${lessonId}/complete`,
    idToken,
    { attempt_id, time_zone: timeZone },
    at + (exercises.length + 1) * 8_000,
  );
}
