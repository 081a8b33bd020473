// Home and other shared pages send the administrator to /admin (a file of its own: home's first paint needs
// only this, not the other guards and their words).
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';

/** Home and other shared pages: the administrator lives on /admin. */
export function RedirectAdmin({ children }: { children: ReactNode }) {
  const { role } = useAuth();
  if (role === 'admin') return <Navigate to={paths.admin} replace />;
  return <>{children}</>;
}
