import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import * as styles from './Accordion.css.ts';

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Level of the heading around each question, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/** Radix Accordion with one item open at a time (opening one closes the other); the open one can be closed. */
export function Accordion({
  items,
  headingLevel = 3,
  value,
  defaultValue,
  onValueChange,
  className,
}: AccordionProps) {
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      data-component="Accordion"
      className={cx(styles.root(), className)}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.value} value={item.value} className={styles.item}>
          <RadixAccordion.Header asChild>
            {/* Radix renders an h3 by default; asChild lets the page choose the level. */}
            {headingElement(headingLevel, styles.heading, [
              <RadixAccordion.Trigger key="trigger" className={styles.trigger}>
                {item.title}
                <span className={styles.chevron} aria-hidden="true">
                  <ChevronDownIcon />
                </span>
              </RadixAccordion.Trigger>,
            ])}
          </RadixAccordion.Header>
          <RadixAccordion.Content className={styles.content}>
            <div className={styles.contentInner}>{item.content}</div>
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}

function headingElement(level: 2 | 3 | 4, className: string, children: ReactNode) {
  const Heading = `h${level}` as const;
  return <Heading className={className}>{children}</Heading>;
}
