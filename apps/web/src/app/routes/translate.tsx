import { GuardedPage } from '../../components/guarded-page.tsx';
import { TranslateScreen } from '../../features/translate/components/translate-screen.tsx';

export function Component() {
  return (
    <GuardedPage access={{ feature: 'translation' }} section="the translator">
      <TranslateScreen />
    </GuardedPage>
  );
}
