import { pageNames } from '../../components/auth/guard-content.ts';
import { GuardedPage } from '../../components/guarded-page.tsx';
import { StackRegion } from '../../components/stack-region.tsx';
import * as styles from '../../features/learn/components/learn.css.ts';
import { ReviewSession } from '../../features/learn/components/review-session.tsx';
import { reviewWords } from '../../features/learn/learn-content.ts';

export function Component() {
  return (
    <GuardedPage access={{ feature: pageNames.yourReviews }} section={pageNames.theReview}>
      <StackRegion space="lg" className={styles.narrow}>
        <h1 className={styles.title}>{reviewWords.title}</h1>
        <p className={styles.lead}>{reviewWords.lead}</p>
        <ReviewSession />
      </StackRegion>
    </GuardedPage>
  );
}
