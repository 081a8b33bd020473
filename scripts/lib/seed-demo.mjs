// The demo learner's first history, made through the API as the app makes it (a lesson answered exercise by
// exercise and completed, its due words reviewed, a chat and a translation), so that on first sign-in with
// `npm start` the Today card, the dashboard, Learn and the admin figures show something real. Only for
// `npm start`: the end-to-end stack's demo learner stays empty (its specs' screenshots expect that). It runs
// once: a demo learner who has completed a lesson is left as they are.
import { rightAnswer } from './lesson-answers.mjs';
import { apiUrl, demoAccounts, ports, webEnv } from './stack.mjs';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

async function call(method, path, token, body) {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
    ...(body && { body: JSON.stringify(body) }),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Seeds the demo learner's history through the API; says what it did. */
export async function seedDemoLearner() {
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

  await call('POST', '/chat', idToken, { question: 'How do I say thank you?', time_zone: timeZone });
  await call('POST', '/translate', idToken, {
    text: 'good morning',
    direction: 'en-rw',
    time_zone: timeZone,
  });
  for (const lesson of path.units[0].lessons.slice(0, 2)) {
    const { exercises } = await call('GET', `/learn/lessons/${lesson.id}`, idToken);
    const { attempt_id } = await call('POST', `/learn/lessons/${lesson.id}/attempts`, idToken);
    for (const [index, exercise] of exercises.entries()) {
      await call('POST', `/learn/attempts/${attempt_id}/answers`, idToken, {
        exercise: index,
        ...rightAnswer(exercise),
        time_zone: timeZone,
      });
    }
    await call('POST', `/learn/lessons/${lesson.id}/complete`, idToken, { attempt_id, time_zone: timeZone });
  }
  // Half of the due words reviewed: some are left for the learner's own first session.
  const { cards } = await call('GET', `/review/due${day}&limit=20`, idToken);
  const graded = cards.slice(0, Math.ceil(cards.length / 2));
  for (const [index, card] of graded.entries()) {
    await call('POST', '/review/grade', idToken, {
      card_id: card.id,
      due_at: card.due_at,
      grade: index % 4 === 3 ? 'again' : 'good',
      time_zone: timeZone,
    });
  }
  return `the demo learner did 2 lessons, reviewed ${graded.length} cards, chatted and translated`;
}
