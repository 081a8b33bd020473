// Header and footer links by role (docs/product.md §2).
import { type AppPath, paths } from '../../config/paths.ts';
import type { Role } from '../../lib/auth/roles.ts';
import { navWords } from './layout-content.ts';

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
        { label: navWords.admin, to: paths.admin, icon: 'admin' },
        { label: navWords.about, to: paths.about, icon: 'about' },
        { label: navWords.settings, to: paths.settings, icon: 'settings' },
      ];
    case 'learner':
      return [
        { label: navWords.learn, to: paths.learn, icon: 'learn' },
        { label: navWords.review, to: paths.review, showsDue: true, icon: 'review' },
        { label: navWords.chat, to: paths.chat, icon: 'chat' },
        { label: navWords.translate, to: paths.translate, icon: 'translate' },
        { label: navWords.quiz, to: paths.quiz, icon: 'quiz' },
        { label: navWords.dashboard, to: paths.dashboard, icon: 'dashboard' },
        { label: navWords.about, to: paths.about, icon: 'about' },
        { label: navWords.settings, to: paths.settings, icon: 'settings' },
      ];
    case 'visitor':
      // Five, so a phone's tab bar holds them all; the FAQ is in the footer.
      return [
        { label: navWords.learn, to: paths.learn, icon: 'learn' },
        { label: navWords.chat, to: paths.chat, icon: 'chat' },
        { label: navWords.translate, to: paths.translate, icon: 'translate' },
        { label: navWords.quiz, to: paths.quiz, icon: 'quiz' },
        { label: navWords.about, to: paths.about, icon: 'about' },
      ];
  }
}

export function footerLinks(role: Role): { learn: NavItem[]; support: NavItem[] } {
  const learn: NavItem[] =
    role === 'admin'
      ? [
          { label: navWords.admin, to: paths.admin },
          { label: navWords.settings, to: paths.settings },
        ]
      : role === 'learner'
        ? [
            { label: navWords.learn, to: paths.learn },
            { label: navWords.review, to: paths.review },
            { label: navWords.chat, to: paths.chat },
            { label: navWords.translate, to: paths.translate },
            { label: navWords.quiz, to: paths.quiz },
            { label: navWords.dashboard, to: paths.dashboard },
          ]
        : [
            { label: navWords.learn, to: paths.learn },
            { label: navWords.about, to: paths.about },
            { label: navWords.faq, to: paths.faq },
            { label: navWords.feedback, to: paths.feedback },
          ];
  return {
    learn,
    support: [
      { label: navWords.support, to: paths.helpCenter },
      { label: navWords.privacy, to: paths.privacy },
      { label: navWords.terms, to: paths.terms },
      { label: navWords.cookies, to: `${paths.privacy}#cookies` },
      { label: navWords.accessibility, to: `${paths.helpCenter}#accessibility` },
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
