import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { control } from '../../internal/Field.css.ts';
import { Field, useCharacterCount } from '../../internal/Field.tsx';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shows "typed/maxLength" under the field (needs `maxLength`). */
  showCount?: boolean;
  className?: string;
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, showCount, className, id, required, maxLength, rows = 4, onChange, ...rest },
  ref,
) {
  const [length, handleChange] = useCharacterCount(rest.value, rest.defaultValue, onChange);
  return (
    <Field
      component="TextArea"
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
      count={showCount && maxLength ? { current: length, max: maxLength } : undefined}
    >
      {(field) => (
        <textarea
          ref={ref}
          rows={rows}
          maxLength={maxLength}
          className={control({ multiline: true })}
          onChange={handleChange}
          {...field}
          {...rest}
        />
      )}
    </Field>
  );
});
