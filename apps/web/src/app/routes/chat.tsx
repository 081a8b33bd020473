import { pageNames } from '../../components/auth/guard-content.ts';
import { LearnerScreen, screenCode } from '../../components/guarded-page.tsx';

const screen = screenCode(() =>
  import('../../features/chat/components/chat-screen.tsx').then((module) => module.ChatScreen),
);

export function Component() {
  return <LearnerScreen code={screen} feature={pageNames.theChatTutor} section={pageNames.theChat} />;
}
