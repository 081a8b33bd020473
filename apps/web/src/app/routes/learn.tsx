import { pageNames } from '../../components/auth/guard-content.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { GuardedPage } from '../../components/guarded-page.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { firstLessonPath } from '../../config/paths.ts';
import { useLearnPath } from '../../features/learn/api/learn.ts';
import { LearnPath } from '../../features/learn/components/learn-path.tsx';
import { learnMessages, pathWords, placementContent } from '../../features/learn/learn-content.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';

function Learn() {
  return (
    <QueryState
      query={useLearnPath()}
      loading={learnMessages.loadingPath}
      size="lg"
      before={<h1>{pathWords.title}</h1>}
      failed={learnMessages.pathFailed}
      message={(error) =>
        apiErrorMessage(error, { failed: learnMessages.pathFailed, unreachable: learnMessages.unreachable })
      }
      retry={placementContent.tryAgain}
    >
      {(path) => <LearnPath path={path} />}
    </QueryState>
  );
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
