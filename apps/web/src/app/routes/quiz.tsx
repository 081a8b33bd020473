import { GuardedPage } from '../../components/guarded-page.tsx';
import { LazyPage, pageCode } from '../../lib/lazy-page.tsx';

// The quiz's code (with the API client) is loaded and evaluated for a learner only: a visitor sees the sign-in
// notice. The app shell fetches it ahead when the browser holds a session (prerender.ts).
const screen = pageCode(() =>
  import('../../features/quiz/components/quiz-screen.tsx').then((module) => ({
    Component: module.QuizScreen,
  })),
);

export function Component() {
  return (
    <GuardedPage access={{ feature: 'quizzes' }} section="the quiz">
      <LazyPage code={screen} />
    </GuardedPage>
  );
}
