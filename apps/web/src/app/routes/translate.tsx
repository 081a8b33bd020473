import { LearnerScreen, screenCode } from '../../components/guarded-page.tsx';
import { pageNames } from '../../components/layout/layout-content.ts';

const screen = screenCode(() =>
  import('../../features/translate/components/translate-screen.tsx').then((module) => module.TranslateScreen),
);

export function Component() {
  return <LearnerScreen code={screen} feature={pageNames.translation} section={pageNames.theTranslator} />;
}
