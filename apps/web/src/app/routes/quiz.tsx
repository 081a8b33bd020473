import { LearnerScreen, screenCode } from '../../components/guarded-page.tsx';

const screen = screenCode(() =>
  import('../../features/quiz/components/quiz-screen.tsx').then((module) => module.QuizScreen),
);

export function Component() {
  return <LearnerScreen code={screen} feature="quizzes" section="the quiz" />;
}
