import {
  type ButtonHTMLAttributes,
  createContext,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from 'react';
import { ChevronDownIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import { Slot, Slottable } from '../../utils/slot.tsx';
import * as styles from './Accordion.css.ts';

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionState {
  /** The open item's value, or ''. */
  open: string;
  toggle: (value: string) => void;
  headingLevel: 2 | 3 | 4;
}

interface ItemState {
  value: string;
  isOpen: boolean;
  triggerId: string;
  panelId: string;
}

const RootContext = createContext<AccordionState | null>(null);
const ItemContext = createContext<ItemState | null>(null);

function useAccordionPart<T>(context: T | null, part: string): T {
  if (context === null) throw new Error(`${part} must be inside an AccordionRoot (and an AccordionItem)`);
  return context;
}

export interface AccordionRootProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  /** Level of the heading around each question, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** The open item's value when the caller controls it ('' for none); pair with `onValueChange`. */
  value?: string;
  /** The item open at first when uncontrolled; none is open by default. */
  defaultValue?: string;
  /** The open item's value, or '' once the open one is closed. */
  onValueChange?: (value: string) => void;
  children?: ReactNode;
}

/**
 * The accordion's state around its `AccordionItem`s: one item open at a time (opening one closes the other),
 * and the open one can be closed. The arrow keys, Home and End move between its questions.
 */
export function AccordionRoot({
  headingLevel = 3,
  value,
  defaultValue,
  onValueChange,
  className,
  children,
  ...rest
}: AccordionRootProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const open = value ?? uncontrolled;

  const toggle = (itemValue: string) => {
    const next = open === itemValue ? '' : itemValue;
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    // This accordion's questions, not those of one nested in an answer.
    const triggers = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('[data-accordion-trigger]'),
    ].filter((trigger) => trigger.closest('[data-component="Accordion"]') === event.currentTarget);
    const index = triggers.indexOf(event.target as HTMLElement);
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
    <div data-component="Accordion" className={cx(styles.root(), className)} onKeyDown={moveFocus} {...rest}>
      <RootContext.Provider value={{ open, toggle, headingLevel }}>{children}</RootContext.Provider>
    </div>
  );
}

export interface AccordionItemProps extends HTMLAttributes<HTMLDivElement> {
  /** Names the item: what `value`, `defaultValue` and `onValueChange` of the root speak of. */
  value: string;
  children?: ReactNode;
}

/** One section: an `AccordionTrigger` (the question) and its `AccordionContent` (the answer). */
export function AccordionItem({ value, className, children, ...rest }: AccordionItemProps) {
  const { open } = useAccordionPart(useContext(RootContext), 'AccordionItem');
  const id = useId();
  const isOpen = open === value;
  return (
    <div data-state={isOpen ? 'open' : 'closed'} className={cx(styles.item, className)} {...rest}>
      <ItemContext.Provider value={{ value, isOpen, triggerId: `${id}-trigger`, panelId: `${id}-panel` }}>
        {children}
      </ItemContext.Provider>
    </div>
  );
}

export interface AccordionTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Render your own element (one child) as the question's button; it gets the ARIA, state and toggling. */
  asChild?: boolean;
  children?: ReactNode;
}

/** The question: a button (aria-expanded, aria-controls) inside a heading of the root's level. */
export function AccordionTrigger({
  asChild = false,
  className,
  children,
  onClick,
  ...rest
}: AccordionTriggerProps) {
  const { toggle, headingLevel } = useAccordionPart(useContext(RootContext), 'AccordionTrigger');
  const item = useAccordionPart(useContext(ItemContext), 'AccordionTrigger');
  const Heading = `h${headingLevel}` as const;
  const Element = asChild ? Slot : 'button';
  return (
    <Heading className={styles.heading}>
      <Element
        type={asChild ? undefined : 'button'}
        id={item.triggerId}
        data-accordion-trigger=""
        data-state={item.isOpen ? 'open' : 'closed'}
        aria-expanded={item.isOpen}
        aria-controls={item.panelId}
        className={cx(styles.trigger, className)}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) toggle(item.value);
        }}
        {...rest}
      >
        <Slottable>{children}</Slottable>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </Element>
    </Heading>
  );
}

export interface AccordionContentProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
}

/** The answer: a region named by its question; hidden while closed, but still in the page. */
export function AccordionContent({ className, children, ...rest }: AccordionContentProps) {
  const item = useAccordionPart(useContext(ItemContext), 'AccordionContent');
  const state = item.isOpen ? 'open' : 'closed';
  return (
    <section
      id={item.panelId}
      aria-labelledby={item.triggerId}
      data-state={state}
      hidden={!item.isOpen}
      className={cx(styles.content, className)}
      {...rest}
    >
      <div className={styles.contentInner}>{children}</div>
    </section>
  );
}

export interface AccordionProps extends Omit<AccordionRootProps, 'children'> {
  /** The sections, in order: each a question (the heading and its button) and its answer. */
  items: readonly AccordionItem[];
  /** Extra class on the root element. */
  className?: string;
}

/**
 * An accordion from an array of items, the convenient form of `AccordionRoot`, `AccordionItem`,
 * `AccordionTrigger` and `AccordionContent` (compose those for a question with a badge, an answer laid out your
 * way, or `asChild`). The WAI-ARIA accordion pattern: each question is a button (aria-expanded) inside a
 * heading, its answer a region named by it. Plain elements and one state, no layout effects: a long list (the
 * FAQ) hydrates in small steps and commits at once.
 */
export function Accordion({ items, ...rest }: AccordionProps) {
  return (
    <AccordionRoot {...rest}>
      {items.map((item) => (
        <AccordionItem key={item.value} value={item.value}>
          <AccordionTrigger>{item.title}</AccordionTrigger>
          <AccordionContent>{item.content}</AccordionContent>
        </AccordionItem>
      ))}
    </AccordionRoot>
  );
}
