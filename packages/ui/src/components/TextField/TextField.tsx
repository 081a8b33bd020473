import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { control } from '../../internal/Field.css.ts';
import { Field, useCharacterCount } from '../../internal/Field.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shows "typed/maxLength" under the field (needs `maxLength`). */
  showCount?: boolean;
  /** Class of the wrapper (label, control and messages). */
  className?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, showCount, className, id, required, maxLength, type = 'text', onChange, ...rest },
  ref,
) {
  const [length, handleChange] = useCharacterCount(rest.value, rest.defaultValue, onChange);
  return (
    <Field
      component="TextField"
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
      count={showCount && maxLength ? { current: length, max: maxLength } : undefined}
    >
      {(field) => (
        <input
          ref={ref}
          type={type}
          maxLength={maxLength}
          className={control({})}
          onChange={handleChange}
          {...field}
          {...rest}
        />
      )}
    </Field>
  );
});
