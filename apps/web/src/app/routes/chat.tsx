import { GuardedPage } from '../../components/guarded-page.tsx';
import { LazyPage, pageCode } from '../../lib/lazy-page.tsx';

// The chat's code (with the API client) is loaded and evaluated for a learner only: a visitor sees the sign-in
// notice. The app shell fetches it ahead when the browser holds a session (prerender.ts).
const screen = pageCode(() =>
  import('../../features/chat/components/chat-screen.tsx').then((module) => ({
    Component: module.ChatScreen,
  })),
);

export function Component() {
  return (
    <GuardedPage access={{ feature: 'the chat tutor' }} section="the chat">
      <LazyPage code={screen} />
    </GuardedPage>
  );
}
