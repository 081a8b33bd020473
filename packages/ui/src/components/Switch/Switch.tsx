import * as RadixSwitch from '@radix-ui/react-switch';
import { type ReactNode, useId } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Switch.css.ts';

export interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
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
