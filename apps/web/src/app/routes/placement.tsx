import { Banner, Button, Spinner } from '@vuga/ui';
import { pageNames } from '../../components/auth/guard-content.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { GuardedPage } from '../../components/guarded-page.tsx';
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
  if (check.isPending) return <Spinner size="lg" label={placementContent.loading} />;
  if (check.isError) {
    return (
      <>
        <h1>{placementContent.title}</h1>
        <Banner
          tone="critical"
          title={learnMessages.placementFailed}
          action={
            <Button size="sm" variant="secondary" onClick={() => void check.refetch()}>
              {placementContent.tryAgain}
            </Button>
          }
        >
          {apiErrorMessage(check.error, {
            failed: learnMessages.placementFailed,
            unreachable: learnMessages.unreachable,
          })}
        </Banner>
        <ButtonLink to={paths.learn} variant="secondary">
          {placementContent.allLessons}
        </ButtonLink>
      </>
    );
  }
  return <PlacementCheck key={check.data.attempt_id} check={check.data} path={path.data} />;
}

export function Component() {
  return (
    <GuardedPage access={{ feature: pageNames.lessons }} section={pageNames.thePlacement}>
      <Placement />
    </GuardedPage>
  );
}
