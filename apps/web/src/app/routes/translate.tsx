import { pageNames } from '../../components/auth/guard-content.ts';
import { LearnerScreen, screenCode } from '../../components/guarded-page.tsx';

const screen = screenCode(() =>
  import('../../features/translate/components/translate-screen.tsx').then((module) => module.TranslateScreen),
);

export function Component() {
  return <LearnerScreen code={screen} feature={pageNames.translation} section={pageNames.theTranslator} />;
}
