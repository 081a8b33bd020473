import { SectionErrorBoundary } from '../../components/errors/section-error-boundary.tsx';
import { RequireLearner } from '../../features/auth/components/guards.tsx';
import { ChatScreen } from '../../features/chat/components/chat-screen.tsx';
import { QueryProvider } from '../../lib/query-client.tsx';

export function Component() {
  return (
    <>
      <title>Chat with the tutor · Vuga</title>
      <RequireLearner feature="the chat tutor">
        <QueryProvider>
          <SectionErrorBoundary section="the chat">
            <ChatScreen />
          </SectionErrorBoundary>
        </QueryProvider>
      </RequireLearner>
    </>
  );
}
