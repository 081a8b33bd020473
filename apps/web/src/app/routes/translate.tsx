import { SectionErrorBoundary } from '../../components/errors/section-error-boundary.tsx';
import { RequireLearner } from '../../features/auth/components/guards.tsx';
import { TranslateScreen } from '../../features/translate/components/translate-screen.tsx';
import { QueryProvider } from '../../lib/query-client.tsx';

export function Component() {
  return (
    <>
      <title>Translate English and Kinyarwanda · Vuga</title>
      <RequireLearner feature="translation">
        <QueryProvider>
          <SectionErrorBoundary section="the translator">
            <TranslateScreen />
          </SectionErrorBoundary>
        </QueryProvider>
      </RequireLearner>
    </>
  );
}
