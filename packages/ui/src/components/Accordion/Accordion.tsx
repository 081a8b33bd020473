import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { ChevronDownIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import * as styles from './Accordion.css.ts';

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  /** The sections, in order: each a question (the heading and its button) and its answer. */
  items: readonly AccordionItem[];
  /** Level of the heading around each question, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** The open item's value when the caller controls it ('' for none); pair with `onValueChange`. */
  value?: string;
  /** The item open at first when uncontrolled; none is open by default. */
  defaultValue?: string;
  /** The open item's value, or '' once the open one is closed. */
  onValueChange?: (value: string) => void;
  /** Extra class on the root element. */
  className?: string;
}

/**
 * One item open at a time (opening one closes the other); the open one can be closed. The WAI-ARIA accordion
 * pattern: each question is a button (aria-expanded) inside a heading, its answer a region named by it; the
 * arrow keys, Home and End move between the questions. Closed answers stay in the page, hidden. Plain elements
 * and one state, no layout effects: a long list (the FAQ) hydrates in small steps and commits at once.
 */
export function Accordion({
  items,
  headingLevel = 3,
  value,
  defaultValue,
  onValueChange,
  className,
}: AccordionProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const open = value ?? uncontrolled;
  const id = useId();
  const Heading = `h${headingLevel}` as const;

  const toggle = (itemValue: string) => {
    const next = open === itemValue ? '' : itemValue;
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const triggers = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>(
        ':scope > div > * > [data-accordion-trigger]',
      ),
    ];
    const index = triggers.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const target = {
      ArrowDown: triggers[(index + 1) % triggers.length],
      ArrowUp: triggers[(index - 1 + triggers.length) % triggers.length],
      Home: triggers[0],
      End: triggers.at(-1),
    }[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys move between the questions' own buttons.
    <div data-component="Accordion" className={cx(styles.root(), className)} onKeyDown={moveFocus}>
      {items.map((item, index) => {
        const isOpen = open === item.value;
        const state = isOpen ? 'open' : 'closed';
        const trigger = `${id}-trigger-${index}`;
        const panel = `${id}-panel-${index}`;
        return (
          <div key={item.value} data-state={state} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={trigger}
                data-accordion-trigger=""
                data-state={state}
                aria-expanded={isOpen}
                aria-controls={panel}
                className={styles.trigger}
                onClick={() => toggle(item.value)}
              >
                {item.title}
                <span className={styles.chevron} aria-hidden="true">
                  <ChevronDownIcon />
                </span>
              </button>
            </Heading>
            <section
              id={panel}
              aria-labelledby={trigger}
              data-state={state}
              hidden={!isOpen}
              className={styles.content}
            >
              <div className={styles.contentInner}>{item.content}</div>
            </section>
          </div>
        );
      })}
    </div>
  );
}
