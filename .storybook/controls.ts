// Which props get no control in the docs pages' tables: a React node, an element type, a ref or a function can't be
// typed into a form, and Storybook's fallback for them is an "object" control ("Set object") that only breaks the
// story. Their row stays in the table, with its type and description.
import type { ArgTypesEnhancer, StrictArgTypes } from 'storybook/internal/types';

const notEditable = /\b(ReactNode|ReactElement|JSX\.Element|ElementType|Ref|RefObject)\b/;

export const disableUneditableControls: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const { type } = argType;
      const typeText = type && 'value' in type && typeof type.value === 'string' ? type.value : '';
      const uneditable = type?.name === 'function' || (type?.name === 'other' && notEditable.test(typeText));
      return [name, uneditable && argType.control === undefined ? { ...argType, control: false } : argType];
    }),
  ) as StrictArgTypes;
