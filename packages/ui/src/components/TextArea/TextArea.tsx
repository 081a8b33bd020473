import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { control } from '../../internal/Field.css.ts';
import { Field, type TextControlOptions, useTextControl } from '../../internal/Field.tsx';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, TextControlOptions {}

/** A labelled multi-line field with optional hint, error text and character count. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { rows = 4, ...props },
  ref,
) {
  const { fieldProps, controlProps } = useTextControl<HTMLTextAreaElement, typeof props>('TextArea', props);
  return (
    <Field {...fieldProps}>
      {(field) => (
        <textarea
          ref={ref}
          rows={rows}
          className={control({ multiline: true })}
          {...field}
          {...controlProps}
        />
      )}
    </Field>
  );
});
