import { forwardRef, type InputHTMLAttributes } from 'react';
import { control } from '../../internal/Field.css.ts';
import { Field, type TextControlOptions, useTextControl } from '../../internal/Field.tsx';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>,
    TextControlOptions {}

/** A labelled single-line input with optional hint, error text (read with the field) and character count. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { type = 'text', ...props },
  ref,
) {
  const { fieldProps, controlProps } = useTextControl<HTMLInputElement, typeof props>('TextField', props);
  return (
    <Field {...fieldProps}>
      {(field) => <input ref={ref} type={type} className={control({})} {...field} {...controlProps} />}
    </Field>
  );
});
