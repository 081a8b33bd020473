// Roles (docs/product.md §6) and the header greeting (docs/product.md §1). The administrator is one fixed
// email compared on the client for routing only; the API and the database rules verify it themselves.
import { env } from '../../config/env.ts';
import { messages } from '../i18n.ts';

export const greetingWords = messages('greeting', {
  admin: 'Welcome, Administrator',
  learner: (name: string) => `Welcome, ${name}`,
  /** A learner with neither a name nor an email. */
  anonymous: 'Learner',
});

export type Role = 'visitor' | 'learner' | 'admin';

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** From the provider's metadata (creationTime, lastSignInTime). */
  createdAt?: string | undefined;
  lastSignInAt?: string | undefined;
}

export function roleOf(user: AuthUser | null, adminEmail: string = env.adminEmail): Role {
  if (!user) return 'visitor';
  return user.email?.toLowerCase() === adminEmail.toLowerCase() ? 'admin' : 'learner';
}

export function greetingFor(user: AuthUser | null, adminEmail: string = env.adminEmail): string {
  if (roleOf(user, adminEmail) === 'admin') return greetingWords.admin;
  const name = user?.displayName?.trim() || user?.email?.split('@')[0] || greetingWords.anonymous;
  return greetingWords.learner(name);
}
