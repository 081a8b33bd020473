import { Banner, Button, Spinner } from '@vuga/ui';
import { pageNames } from '../../components/auth/guard-content.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { GuardedPage } from '../../components/guarded-page.tsx';
import { firstLessonPath } from '../../config/paths.ts';
import { useLearnPath } from '../../features/learn/api/learn.ts';
import { LearnPath } from '../../features/learn/components/learn-path.tsx';
import { learnMessages, pathWords, placementContent } from '../../features/learn/learn-content.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';

function Learn() {
  const path = useLearnPath();
  if (path.isPending) return <Spinner size="lg" label={learnMessages.loadingPath} />;
  if (path.isError) {
    return (
      <>
        <h1>{pathWords.title}</h1>
        <Banner
          tone="critical"
          title={learnMessages.pathFailed}
          action={
            <Button size="sm" variant="secondary" onClick={() => void path.refetch()}>
              {placementContent.tryAgain}
            </Button>
          }
        >
          {apiErrorMessage(path.error, {
            failed: learnMessages.pathFailed,
            unreachable: learnMessages.unreachable,
          })}
        </Banner>
      </>
    );
  }
  return <LearnPath path={path.data} />;
}

export function Component() {
  return (
    <GuardedPage
      access={{
        feature: pageNames.lessons,
        visitorAction: <ButtonLink to={firstLessonPath}>{learnMessages.tryFirstLesson}</ButtonLink>,
      }}
      section={pageNames.theLessons}
    >
      <Learn />
    </GuardedPage>
  );
}
