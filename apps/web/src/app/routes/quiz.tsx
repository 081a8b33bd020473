import { pageNames } from '../../components/auth/guard-content.ts';
import { LearnerScreen, screenCode } from '../../components/guarded-page.tsx';

const screen = screenCode(() =>
  import('../../features/quiz/components/quiz-screen.tsx').then((module) => module.QuizScreen),
);

export function Component() {
  return <LearnerScreen code={screen} feature={pageNames.quizzes} section={pageNames.theQuiz} />;
}
