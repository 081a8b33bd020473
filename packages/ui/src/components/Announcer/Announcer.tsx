import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import * as styles from './Announcer.css.ts';

export type Politeness = 'polite' | 'assertive';
export type Announce = (message: string, politeness?: Politeness) => void;

const AnnouncerContext = createContext<Announce | null>(null);

export interface AnnouncerProps {
  children?: ReactNode;
}

/**
 * Live regions shared by the whole app: `useAnnounce()` speaks a message to screen readers without moving focus
 * (saved, copied, sent…). Put one near the root. The regions exist before any message, which screen readers
 * need to notice a change.
 */
export function Announcer({ children }: AnnouncerProps) {
  const [messages, setMessages] = useState<Record<Politeness, string>>({ polite: '', assertive: '' });
  const timers = useRef<Partial<Record<Politeness, ReturnType<typeof setTimeout>>>>({});
  const announce = useCallback<Announce>((message, politeness = 'polite') => {
    // Clear first so the same message twice is announced twice.
    setMessages((m) => ({ ...m, [politeness]: '' }));
    clearTimeout(timers.current[politeness]);
    timers.current[politeness] = setTimeout(() => setMessages((m) => ({ ...m, [politeness]: message })), 50);
  }, []);
  const value = useMemo(() => announce, [announce]);
  return (
    <AnnouncerContext.Provider value={value}>
      {children}
      <div data-component="Announcer" className={styles.root()}>
        <div role="status" aria-live="polite" aria-atomic="true">
          {messages.polite}
        </div>
        <div role="alert" aria-live="assertive" aria-atomic="true">
          {messages.assertive}
        </div>
      </div>
    </AnnouncerContext.Provider>
  );
}

/** The `announce` function of the nearest Announcer. */
export function useAnnounce(): Announce {
  const announce = useContext(AnnouncerContext);
  if (!announce) throw new Error('useAnnounce must be used inside <Announcer>');
  return announce;
}
