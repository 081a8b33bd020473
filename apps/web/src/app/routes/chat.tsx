import { ChatStatus } from '../../features/chat/components/chat-status.tsx';

export function Component() {
  return (
    <>
      <title>Chat with the tutor · Vuga</title>
      <h1>Chat with your Kinyarwanda tutor</h1>
      <ChatStatus />
    </>
  );
}
