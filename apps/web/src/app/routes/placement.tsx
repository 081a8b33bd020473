import { pageNames } from '../../components/auth/guard-content.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { GuardedPage } from '../../components/guarded-page.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { paths } from '../../config/paths.ts';
import { useLearnPath } from '../../features/learn/api/learn.ts';
import { usePlacementCheck } from '../../features/learn/api/placement.ts';
import { PlacementCheck } from '../../features/learn/components/placement-check.tsx';
import { learnMessages, placementContent } from '../../features/learn/learn-content.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';

function Placement() {
  const check = usePlacementCheck();
  // For the start unit's name; the check runs without it.
  const path = useLearnPath();
  return (
    <QueryState
      query={check}
      loading={placementContent.loading}
      size="lg"
      before={<h1>{placementContent.title}</h1>}
      failed={learnMessages.placementFailed}
      message={(error) =>
        apiErrorMessage(error, {
          failed: learnMessages.placementFailed,
          unreachable: learnMessages.unreachable,
        })
      }
      retry={placementContent.tryAgain}
      after={
        <ButtonLink to={paths.learn} variant="secondary">
          {placementContent.allLessons}
        </ButtonLink>
      }
    >
      {(data) => <PlacementCheck key={data.attempt_id} check={data} path={path.data} />}
    </QueryState>
  );
}

export function Component() {
  return (
    <GuardedPage access={{ feature: pageNames.lessons }} section={pageNames.thePlacement}>
      <Placement />
    </GuardedPage>
  );
}
