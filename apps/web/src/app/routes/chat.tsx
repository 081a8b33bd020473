import { GuardedPage } from '../../components/guarded-page.tsx';
import { ChatScreen } from '../../features/chat/components/chat-screen.tsx';

export function Component() {
  return (
    <GuardedPage access={{ feature: 'the chat tutor' }} section="the chat">
      <ChatScreen />
    </GuardedPage>
  );
}
