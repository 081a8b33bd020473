import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Tabs.css.ts';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order: each a value, its tab's label, its panel's content and whether it is disabled. */
  items: readonly TabItem[];
  /** Names the tab list for screen readers, e.g. "Settings sections". */
  label: string;
  /** The selected tab's value when the caller controls it; pair with `onValueChange`. */
  value?: string;
  /** The tab selected at first when uncontrolled; the first item by default. */
  defaultValue?: string;
  /** Called with the value of the tab the user selects. */
  onValueChange?: (value: string) => void;
  /** Extra class on the root element. */
  className?: string;
}

/** Radix Tabs: arrow keys move between tabs, Home/End jump, panels are labelled by their tab. */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root
      data-component="Tabs"
      className={cx(styles.root(), className)}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
