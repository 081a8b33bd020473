import { RedirectAdmin } from '../../features/auth/components/guards.tsx';
import { HomePage } from '../../features/home/components/home-page.tsx';

export function Component() {
  return (
    <>
      <title>Vuga — learn Kinyarwanda with a free AI tutor</title>
      <RedirectAdmin>
        <HomePage />
      </RedirectAdmin>
    </>
  );
}
