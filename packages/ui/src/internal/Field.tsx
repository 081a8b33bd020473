import { type ChangeEvent, type ChangeEventHandler, type ReactNode, useId, useState } from 'react';
import { visuallyHidden } from '../theme/a11y.css.ts';
import { cx } from '../utils/cx.ts';
import * as styles from './Field.css.ts';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FieldProps {
  /** The visible label, the control's accessible name. */
  label: ReactNode;
  /** Help under the control, read with it. */
  hint?: ReactNode;
  /** Error text; when set the control is marked invalid and the text is read with it. */
  error?: ReactNode;
  required?: boolean;
  /** Characters typed so far and the limit, shown as "12/500". */
  count?: { current: number; max: number };
  id?: string;
  className?: string;
  component: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, hint, error and character count wired to one control by ids (internal to the form components). */
export function Field({
  label,
  hint,
  error,
  required,
  count,
  id,
  className,
  component,
  children,
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `${autoId}-control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const countId = `${controlId}-count`;
  const describedBy =
    [error ? errorId : null, hint ? hintId : null, count ? countId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div
      data-component={component}
      data-state={error ? 'invalid' : 'valid'}
      className={cx(styles.field, className)}
    >
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        required,
      })}
      {(hint || error || count) && (
        <div className={styles.meta}>
          <div>
            {error && (
              <p id={errorId} className={styles.error}>
                {error}
              </p>
            )}
            {hint && (
              <p id={hintId} className={styles.hint}>
                {hint}
              </p>
            )}
          </div>
          {count && (
            <span id={countId} className={styles.count({ isOver: count.current > count.max })}>
              {count.current}/{count.max}
              <span className={visuallyHidden}>{' characters'}</span>
            </span>
          )}
        </div>
      )}
    </div>
  );
}

/** What TextField and TextArea take beyond their element's own attributes. */
export interface TextControlOptions {
  /** The visible label above the control, its accessible name. */
  label: ReactNode;
  /** Help under the control, read with it (aria-describedby). */
  hint?: ReactNode;
  /** Error text under the control; when set the control is marked invalid and the text is read with it. */
  error?: ReactNode;
  /** Shows "typed/maxLength" under the field (needs `maxLength`). */
  showCount?: boolean;
  /** Class of the wrapper (label, control and messages). */
  className?: string;
}

type TextControlProps<E> = TextControlOptions & {
  id?: string;
  required?: boolean;
  maxLength?: number;
  value?: string | number | readonly string[];
  defaultValue?: string | number | readonly string[];
  onChange?: ChangeEventHandler<E>;
};

/**
 * Splits a text control's props into the Field's (label, messages, character count) and the element's, keeping
 * the count current whether the value is controlled or not.
 */
export function useTextControl<
  E extends HTMLInputElement | HTMLTextAreaElement,
  P extends TextControlProps<E>,
>(
  component: string,
  { label, hint, error, showCount, className, id, required, maxLength, onChange, ...rest }: P,
) {
  const [uncontrolled, setLength] = useState(String(rest.defaultValue ?? '').length);
  const length = rest.value !== undefined ? String(rest.value).length : uncontrolled;
  const fieldProps = {
    component,
    label,
    hint,
    error,
    required,
    id,
    className,
    count: showCount && maxLength ? { current: length, max: maxLength } : undefined,
  };
  const controlProps = {
    ...rest,
    maxLength,
    onChange: (event: ChangeEvent<E>) => {
      setLength(event.target.value.length);
      onChange?.(event);
    },
  };
  return { fieldProps, controlProps };
}
