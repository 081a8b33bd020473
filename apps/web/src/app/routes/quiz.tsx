import { GuardedPage } from '../../components/guarded-page.tsx';
import { QuizScreen } from '../../features/quiz/components/quiz-screen.tsx';

export function Component() {
  return (
    <GuardedPage access={{ feature: 'quizzes' }} section="the quiz">
      <QuizScreen />
    </GuardedPage>
  );
}
