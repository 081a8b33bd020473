// The navigation's icons, drawn on the kit's 24×24 stroke grid. Decorative: each tab is named by its label.
import { Icon } from '@vuga/ui';
import type { NavItem } from './nav-items.ts';

export function NavIcon({ name }: { name: NavItem['icon'] }) {
  switch (name) {
    case 'learn':
      return (
        <Icon>
          <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z" />
          <path d="M4 21V5M8 7h7" />
        </Icon>
      );
    case 'review':
      return (
        <Icon>
          <rect x="3" y="7" width="13" height="14" rx="2" />
          <path d="M8 3h11a2 2 0 0 1 2 2v11" />
        </Icon>
      );
    case 'chat':
      return (
        <Icon>
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        </Icon>
      );
    case 'translate':
      return (
        <Icon>
          <path d="M4 7h11M11 3l4 4-4 4M20 17H9M13 13l-4 4 4 4" />
        </Icon>
      );
    case 'quiz':
      return (
        <Icon>
          <path d="M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2" />
        </Icon>
      );
    case 'dashboard':
      return (
        <Icon>
          <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
        </Icon>
      );
    case 'about':
      return (
        <Icon>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v6M12 7.5v.5" />
        </Icon>
      );
    case 'faq':
      return (
        <Icon>
          <circle cx="12" cy="12" r="9" />
          <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.5" />
        </Icon>
      );
    case 'settings':
      return (
        <Icon>
          <circle cx="12" cy="12" r="3" />
          <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1" />
        </Icon>
      );
    case 'admin':
      return (
        <Icon>
          <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
        </Icon>
      );
    case 'more':
      return (
        <Icon>
          <circle cx="5" cy="12" r="1" />
          <circle cx="12" cy="12" r="1" />
          <circle cx="19" cy="12" r="1" />
        </Icon>
      );
  }
}
