import { Stack } from '@vuga/ui';
import { pageNames } from '../../components/auth/guard-content.ts';
import { GuardedPage } from '../../components/guarded-page.tsx';
import * as styles from '../../features/learn/components/learn.css.ts';
import { ReviewSession } from '../../features/learn/components/review-session.tsx';

export function Component() {
  return (
    <GuardedPage access={{ feature: pageNames.yourReviews }} section={pageNames.theReview}>
      <Stack space="lg" className={styles.narrow}>
        <h1 className={styles.title}>Review</h1>
        <p className={styles.lead}>
          The words you have learned, each coming back just before you would forget it. Grade how well you
          remembered, or switch on typing and answer in full.
        </p>
        <ReviewSession />
      </Stack>
    </GuardedPage>
  );
}
