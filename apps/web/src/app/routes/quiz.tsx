import { SectionErrorBoundary } from '../../components/errors/section-error-boundary.tsx';
import { RequireLearner } from '../../features/auth/components/guards.tsx';
import { QuizScreen } from '../../features/quiz/components/quiz-screen.tsx';
import { QueryProvider } from '../../lib/query-client.tsx';

export function Component() {
  return (
    <>
      <title>Quiz · Vuga</title>
      <RequireLearner feature="quizzes">
        <QueryProvider>
          <SectionErrorBoundary section="the quiz">
            <QuizScreen />
          </SectionErrorBoundary>
        </QueryProvider>
      </RequireLearner>
    </>
  );
}
