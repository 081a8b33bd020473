import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../../icons/icons.tsx';
import { control } from '../../internal/Field.css.ts';
import { Field } from '../../internal/Field.tsx';
import { cx } from '../../utils/cx.ts';
import * as styles from './Select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** Options with the same group are shown together under that heading, in first-seen order. */
  group?: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  /** The visible label, the select's accessible name. */
  label: ReactNode;
  /** The choices: each a value and its label, optionally disabled. */
  options: readonly SelectOption[];
  /** Help under the select, read with it. */
  hint?: ReactNode;
  /** Error text; when set the select is marked invalid and the text is read with it. */
  error?: ReactNode;
  /** A first, empty choice such as "Choose a category"; with `required` the user must pick another. */
  placeholder?: string;
  /** Extra class on the root element. */
  className?: string;
}

function byGroup(options: readonly SelectOption[]) {
  const groups = new Map<string | undefined, SelectOption[]>();
  for (const option of options) {
    const list = groups.get(option.group) ?? [];
    list.push(option);
    groups.set(option.group, list);
  }
  return [...groups];
}

/**
 * A native `<select>`, styled: the platform's picker is the most reliable one on phones and with screen readers,
 * and it works in forms without extra code.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, hint, error, placeholder, className, id, required, ...rest },
  ref,
) {
  const renderOption = (o: SelectOption) => (
    <option key={o.value} value={o.value} disabled={o.disabled}>
      {o.label}
    </option>
  );
  return (
    <Field
      component="Select"
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(field) => (
        <div className={styles.wrapper}>
          <select ref={ref} className={cx(control({}), styles.root())} {...field} {...rest}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {byGroup(options).map(([group, list]) =>
              group === undefined ? (
                list.map(renderOption)
              ) : (
                <optgroup key={group} label={group}>
                  {list.map(renderOption)}
                </optgroup>
              ),
            )}
          </select>
          <span className={styles.chevron}>
            <ChevronDownIcon />
          </span>
        </div>
      )}
    </Field>
  );
});
