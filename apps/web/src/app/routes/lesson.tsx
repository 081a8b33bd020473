import { Banner, Button, Spinner } from '@vuga/ui';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/button-link.tsx';
import { GuardedPage } from '../../components/guarded-page.tsx';
import { paths } from '../../config/paths.ts';
import { useLearnPath, useLesson } from '../../features/learn/api/learn.ts';
import { LessonPlayer } from '../../features/learn/components/lesson-player.tsx';
import { learnMessages } from '../../features/learn/learn-content.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';

function Lesson({ id }: { id: string }) {
  const lesson = useLesson(id);
  // For the unit's name and the next lesson; the lesson plays without it.
  const path = useLearnPath();
  if (lesson.isPending) return <Spinner size="lg" label="Loading the lesson" />;
  if (lesson.isError) {
    return (
      <>
        <h1>Lesson</h1>
        <Banner
          tone="critical"
          title={learnMessages.lessonFailed}
          action={
            <Button size="sm" variant="secondary" onClick={() => void lesson.refetch()}>
              Try Again
            </Button>
          }
        >
          {apiErrorMessage(lesson.error, {
            failed: learnMessages.lessonFailed,
            unreachable: learnMessages.unreachable,
          })}
        </Banner>
        <ButtonLink to={paths.learn} variant="secondary">
          All lessons
        </ButtonLink>
      </>
    );
  }
  return <LessonPlayer key={lesson.data.id} lesson={lesson.data} path={path.data} />;
}

export function Component() {
  const { lessonId = '' } = useParams();
  return (
    <GuardedPage access={{ feature: 'lessons' }} section="the lesson">
      <Lesson id={lessonId} />
    </GuardedPage>
  );
}
