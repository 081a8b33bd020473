import { lazy, Suspense } from 'react';
import { RedirectAdmin } from '../../components/auth/redirect-admin.tsx';
import { HomePage } from '../../features/home/components/home-page.tsx';

/** A signed-in learner's next step leads the page; a chunk of its own keeps it out of the first load. */
const Today = lazy(() => import('../../features/today/components/today-lazy.tsx'));

export function Component() {
  return (
    <RedirectAdmin>
      <HomePage
        today={
          <Suspense fallback={null}>
            <Today />
          </Suspense>
        }
      />
    </RedirectAdmin>
  );
}
