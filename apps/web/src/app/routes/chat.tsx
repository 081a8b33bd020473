import { SectionErrorBoundary } from '../../components/errors/section-error-boundary.tsx';
import { RequireLearner } from '../../features/auth/components/guards.tsx';
import { ChatScreen } from '../../features/chat/components/chat-screen.tsx';

export function Component() {
  return (
    <>
      <title>Chat with the tutor · Vuga</title>
      <RequireLearner feature="the chat tutor">
        <SectionErrorBoundary section="the chat">
          <ChatScreen />
        </SectionErrorBoundary>
      </RequireLearner>
    </>
  );
}
