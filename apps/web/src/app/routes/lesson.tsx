import { Spinner } from '@vuga/ui';
import { Navigate, useParams } from 'react-router-dom';
import { pageNames } from '../../components/auth/guard-content.ts';
import { SignInNotice } from '../../components/auth/guards.tsx';
import { ButtonLink } from '../../components/button-link.tsx';
import { GuardedPage } from '../../components/guarded-page.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { firstLessonSlug, lessonPath, paths } from '../../config/paths.ts';
import { useLearnPath, useLesson } from '../../features/learn/api/learn.ts';
import { LessonPlayer } from '../../features/learn/components/lesson-player.tsx';
import { learnMessages, lessonWords, trialContent } from '../../features/learn/learn-content.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';

/**
 * Which lesson to show: /learn/first is the course's first lesson, the one a visitor may try; any other lesson
 * asks a visitor to sign in.
 */
function Route({ id }: { id: string }) {
  const { role } = useAuth();
  const path = useLearnPath();
  const first = path.data?.units[0]?.lessons[0]?.id;
  if (id !== firstLessonSlug && (role !== 'visitor' || (first && id === first))) return <Lesson id={id} />;
  if (path.isError) return <Lesson id={id} />;
  if (!first) return <Spinner size="lg" labels={{ loading: lessonWords.loading }} />;
  if (id === firstLessonSlug) return <Navigate to={lessonPath(first)} replace />;
  return <SignInNotice feature={trialContent.otherLessons} />;
}

function Lesson({ id }: { id: string }) {
  const lesson = useLesson(id);
  // For the unit's name and the next lesson; the lesson plays without it.
  const path = useLearnPath();
  return (
    <QueryState
      query={lesson}
      loading={lessonWords.loading}
      size="lg"
      before={<h1>{lessonWords.lesson}</h1>}
      failed={learnMessages.lessonFailed}
      message={(error) =>
        apiErrorMessage(error, { failed: learnMessages.lessonFailed, unreachable: learnMessages.unreachable })
      }
      retry={lessonWords.tryAgain}
      after={
        <ButtonLink to={paths.learn} variant="secondary">
          {lessonWords.allLessons}
        </ButtonLink>
      }
    >
      {(data) => <LessonPlayer key={data.id} lesson={data} path={path.data} />}
    </QueryState>
  );
}

export function Component() {
  const { lessonId = '' } = useParams();
  return (
    <GuardedPage access={{ feature: pageNames.lessons, allowVisitor: true }} section={pageNames.theLesson}>
      <Route id={lessonId} />
    </GuardedPage>
  );
}
