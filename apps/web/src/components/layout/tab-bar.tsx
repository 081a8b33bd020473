// Phone-first navigation (below 640 px): the main links as a tab bar at the bottom of the screen, in thumb's
// reach. With more links than fit, the last tab is "More", a menu of the rest; every link stays reachable.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { navWords } from './layout-content.ts';
import { NavIcon } from './nav-icons.tsx';
import { tabBarLinks } from './nav-items.ts';
import { NavLabel } from './nav-label.tsx';
import * as styles from './tab-bar.css.ts';

export default function TabBar({ due }: { due: number | null }) {
  const { role, loading } = useAuth();
  const { pathname } = useLocation();
  const { tabs, more } = tabBarLinks(role);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const moreButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  // A new page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on each new page, which it does not read
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector('a')?.focus();
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setOpen(false);
        moreButton.current?.focus();
        return;
      }
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !moreButton.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  const moreCurrent = more.some((item) => item.to === pathname);
  return (
    <nav aria-label={navWords.main} className={styles.bar} data-testid="tab-bar">
      {!loading && (
        <ul className={styles.tabs}>
          {tabs.map((item) => (
            <li key={item.to} className={styles.slot}>
              <Link
                to={item.to}
                className={styles.tab}
                aria-current={item.to === pathname ? 'page' : undefined}
              >
                <span className={styles.icon} aria-hidden="true">
                  <NavIcon name={item.icon} />
                </span>
                <span className={styles.label}>
                  <NavLabel item={item} due={due} />
                </span>
              </Link>
            </li>
          ))}
          {more.length > 0 && (
            <li className={styles.slot}>
              <button
                ref={moreButton}
                type="button"
                className={styles.tab}
                aria-expanded={open}
                aria-controls={menuId}
                data-current={moreCurrent || undefined}
                onClick={() => setOpen((was) => !was)}
              >
                <span className={styles.icon} aria-hidden="true">
                  <NavIcon name="more" />
                </span>
                <span className={styles.label}>{navWords.more}</span>
              </button>
              <ul id={menuId} ref={menu} className={styles.menu} hidden={!open}>
                {more.map((item) => (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      className={styles.menuLink}
                      aria-current={item.to === pathname ? 'page' : undefined}
                      onClick={() => setOpen(false)}
                    >
                      <span className={styles.icon} aria-hidden="true">
                        <NavIcon name={item.icon} />
                      </span>
                      <NavLabel item={item} due={due} />
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          )}
        </ul>
      )}
    </nav>
  );
}
