import { GuardedPage } from '../../components/guarded-page.tsx';
import { TranslateScreen } from '../../features/translate/components/translate-screen.tsx';

export function Component() {
  return (
    <GuardedPage
      title="Translate English and Kinyarwanda"
      access={{ feature: 'translation' }}
      section="the translator"
    >
      <TranslateScreen />
    </GuardedPage>
  );
}
