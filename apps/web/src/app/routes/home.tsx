import { RedirectAdmin } from '../../components/auth/guards.tsx';
import { HomePage } from '../../features/home/components/home-page.tsx';

export function Component() {
  return (
    <RedirectAdmin>
      <HomePage />
    </RedirectAdmin>
  );
}
