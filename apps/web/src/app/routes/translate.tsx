import { GuardedPage } from '../../components/guarded-page.tsx';
import { LazyPage, pageCode } from '../../lib/lazy-page.tsx';

// The translator's code (with the API client) is loaded and evaluated for a learner only: a visitor sees the sign-in
// notice. The app shell fetches it ahead when the browser holds a session (prerender.ts).
const screen = pageCode(() =>
  import('../../features/translate/components/translate-screen.tsx').then((module) => ({
    Component: module.TranslateScreen,
  })),
);

export function Component() {
  return (
    <GuardedPage access={{ feature: 'translation' }} section="the translator">
      <LazyPage code={screen} />
    </GuardedPage>
  );
}
