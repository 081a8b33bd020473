import * as RadixSwitch from '@radix-ui/react-switch';
import { type ReactNode, useId } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Switch.css.ts';

export interface SwitchProps {
  /** The visible label, the switch's accessible name. */
  label: ReactNode;
  /** A muted line under the label, read with the switch. */
  description?: ReactNode;
  /** On or off when the caller controls it; pair with `onCheckedChange`. */
  checked?: boolean;
  /** On at first when uncontrolled; false by default. */
  defaultChecked?: boolean;
  /** Called with the new state when the user toggles it. */
  onCheckedChange?: (checked: boolean) => void;
  /** Shown but not togglable; false by default. */
  disabled?: boolean;
  /** Form field name: the switch submits "on" under it when checked (as a checkbox does). */
  name?: string;
  /** Extra class on the root element. */
  className?: string;
}

/** An on/off setting (Radix Switch): Space toggles it, the label and description are read with it. */
export function Switch({
  label,
  description,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled,
  name,
  className,
}: SwitchProps) {
  const id = useId();
  return (
    <div data-component="Switch" className={cx(styles.root(), className)}>
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description && (
          <span id={`${id}-description`} className={styles.description}>
            {description}
          </span>
        )}
      </div>
      <RadixSwitch.Root
        id={id}
        className={styles.control}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        name={name}
        aria-describedby={description ? `${id}-description` : undefined}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
    </div>
  );
}
