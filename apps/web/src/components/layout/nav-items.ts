// Header and footer links by role (spec §2).
import { type AppPath, paths } from '../../config/paths.ts';
import type { Role } from '../../features/auth/roles.ts';

export interface NavItem {
  label: string;
  to: AppPath | `${AppPath}#${string}`;
  /** Shows how many review cards are due beside the label. */
  showsDue?: boolean;
}

export function headerLinks(role: Role): NavItem[] {
  switch (role) {
    case 'admin':
      return [
        { label: 'Admin Dashboard', to: paths.admin },
        { label: 'About', to: paths.about },
        { label: 'Settings', to: paths.settings },
      ];
    case 'learner':
      return [
        { label: 'Learn', to: paths.learn },
        { label: 'Review', to: paths.review, showsDue: true },
        { label: 'Chat', to: paths.chat },
        { label: 'Translate', to: paths.translate },
        { label: 'Quiz', to: paths.quiz },
        { label: 'Dashboard', to: paths.dashboard },
        { label: 'About', to: paths.about },
        { label: 'Settings', to: paths.settings },
      ];
    case 'visitor':
      return [
        { label: 'Chat', to: paths.chat },
        { label: 'Translate', to: paths.translate },
        { label: 'Quiz', to: paths.quiz },
        { label: 'About', to: paths.about },
        { label: 'FAQ', to: paths.faq },
      ];
  }
}

export function footerLinks(role: Role): { learn: NavItem[]; support: NavItem[] } {
  const learn: NavItem[] =
    role === 'admin'
      ? [
          { label: 'Admin Dashboard', to: paths.admin },
          { label: 'Settings', to: paths.settings },
        ]
      : role === 'learner'
        ? [
            { label: 'Learn', to: paths.learn },
            { label: 'Review', to: paths.review },
            { label: 'Chat', to: paths.chat },
            { label: 'Translate', to: paths.translate },
            { label: 'Quiz', to: paths.quiz },
            { label: 'Dashboard', to: paths.dashboard },
          ]
        : [
            { label: 'About', to: paths.about },
            { label: 'FAQ', to: paths.faq },
            { label: 'Feedback', to: paths.feedback },
          ];
  return {
    learn,
    support: [
      { label: 'Support', to: paths.helpCenter },
      { label: 'Privacy', to: paths.privacy },
      { label: 'Terms', to: paths.terms },
      { label: 'Cookies', to: `${paths.privacy}#cookies` },
      { label: 'Accessibility', to: `${paths.helpCenter}#accessibility` },
    ],
  };
}
