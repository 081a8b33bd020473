import { LearnerScreen, screenCode } from '../../components/guarded-page.tsx';
import { pageNames } from '../../components/layout/layout-content.ts';

const screen = screenCode(() =>
  import('../../features/chat/components/chat-screen.tsx').then((module) => module.ChatScreen),
);

export function Component() {
  return <LearnerScreen code={screen} feature={pageNames.theChatTutor} section={pageNames.theChat} />;
}
