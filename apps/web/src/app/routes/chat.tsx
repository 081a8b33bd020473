import { LearnerScreen, screenCode } from '../../components/guarded-page.tsx';

const screen = screenCode(() =>
  import('../../features/chat/components/chat-screen.tsx').then((module) => module.ChatScreen),
);

export function Component() {
  return <LearnerScreen code={screen} feature="the chat tutor" section="the chat" />;
}
