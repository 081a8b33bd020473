import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
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

/**
 * Tabs from an array of items, the convenient form: Radix Tabs underneath (arrow keys move between tabs,
 * Home/End jump, panels are labelled by their tab). For a tab that is a link, a badge in a tab or panels laid out
 * apart from the list, compose the parts instead: `TabsRoot`, `TabsList`, `TabsTrigger`, `TabsContent`.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <TabsRoot
      className={className}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
    >
      <TabsList label={label}>
        {items.map((item) => (
          <TabsTrigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {items.map((item) => (
        <TabsContent key={item.value} value={item.value}>
          {item.content}
        </TabsContent>
      ))}
    </TabsRoot>
  );
}

export type TabsRootProps = ComponentPropsWithoutRef<typeof RadixTabs.Root>;

/** The tabs' state (`value`, `defaultValue`, `onValueChange`) around a `TabsList` and its `TabsContent`s. */
export function TabsRoot({ className, ...rest }: TabsRootProps) {
  return <RadixTabs.Root data-component="Tabs" className={cx(styles.root(), className)} {...rest} />;
}

export interface TabsListProps extends Omit<ComponentPropsWithoutRef<typeof RadixTabs.List>, 'aria-label'> {
  /** Names the tab list for screen readers, e.g. "Settings sections". */
  label: string;
}

/** The row of `TabsTrigger`s, a tablist named by `label`. */
export function TabsList({ label, className, ...rest }: TabsListProps) {
  return <RadixTabs.List aria-label={label} className={cx(styles.list, className)} {...rest} />;
}

export type TabsTriggerProps = ComponentPropsWithoutRef<typeof RadixTabs.Trigger>;

/** One tab: selects the `TabsContent` of the same `value`. With `asChild`, your element (a link) is the tab. */
export function TabsTrigger({ className, ...rest }: TabsTriggerProps) {
  return <RadixTabs.Trigger className={cx(styles.trigger, className)} {...rest} />;
}

export type TabsContentProps = ComponentPropsWithoutRef<typeof RadixTabs.Content>;

/** The panel of the tab of the same `value`, labelled by it. */
export function TabsContent({ className, ...rest }: TabsContentProps) {
  return <RadixTabs.Content className={cx(styles.panel, className)} {...rest} />;
}
