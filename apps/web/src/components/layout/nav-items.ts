// Header and footer links by role (docs/product.md §2).
import { type AppPath, paths } from '../../config/paths.ts';
import type { Role } from '../../lib/auth/roles.ts';

export interface NavItem {
  label: string;
  to: AppPath | `${AppPath}#${string}`;
  /** Shows how many review cards are due beside the label. */
  showsDue?: boolean;
  /** Its icon in the phone's tab bar. */
  icon?:
    | 'learn'
    | 'review'
    | 'chat'
    | 'translate'
    | 'quiz'
    | 'dashboard'
    | 'about'
    | 'faq'
    | 'settings'
    | 'admin'
    | 'more';
}

export function headerLinks(role: Role): NavItem[] {
  switch (role) {
    case 'admin':
      return [
        { label: 'Admin Dashboard', to: paths.admin, icon: 'admin' },
        { label: 'About', to: paths.about, icon: 'about' },
        { label: 'Settings', to: paths.settings, icon: 'settings' },
      ];
    case 'learner':
      return [
        { label: 'Learn', to: paths.learn, icon: 'learn' },
        { label: 'Review', to: paths.review, showsDue: true, icon: 'review' },
        { label: 'Chat', to: paths.chat, icon: 'chat' },
        { label: 'Translate', to: paths.translate, icon: 'translate' },
        { label: 'Quiz', to: paths.quiz, icon: 'quiz' },
        { label: 'Dashboard', to: paths.dashboard, icon: 'dashboard' },
        { label: 'About', to: paths.about, icon: 'about' },
        { label: 'Settings', to: paths.settings, icon: 'settings' },
      ];
    case 'visitor':
      // Five, so a phone's tab bar holds them all; the FAQ is in the footer.
      return [
        { label: 'Learn', to: paths.learn, icon: 'learn' },
        { label: 'Chat', to: paths.chat, icon: 'chat' },
        { label: 'Translate', to: paths.translate, icon: 'translate' },
        { label: 'Quiz', to: paths.quiz, icon: 'quiz' },
        { label: 'About', to: paths.about, icon: 'about' },
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
            { label: 'Learn', to: paths.learn },
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

/** A phone's tab bar holds five: with more links, the first four and a "More" menu with the rest. */
export const TAB_BAR_SLOTS = 5;

export function tabBarLinks(role: Role): { tabs: NavItem[]; more: NavItem[] } {
  const links = headerLinks(role);
  if (links.length <= TAB_BAR_SLOTS) return { tabs: links, more: [] };
  return { tabs: links.slice(0, TAB_BAR_SLOTS - 1), more: links.slice(TAB_BAR_SLOTS - 1) };
}
