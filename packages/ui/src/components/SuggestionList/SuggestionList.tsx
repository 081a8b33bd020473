import { type ReactNode, useId } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './SuggestionList.css.ts';

export interface SuggestionListProps {
  /** The list's heading, at `headingLevel`. */
  title: ReactNode;
  /** The suggestions, each shown as a button with its text. */
  suggestions: readonly string[];
  /** Called with the text of the suggestion pressed. */
  onSelect: (suggestion: string) => void;
  /** E.g. while an answer is pending. */
  disabled?: boolean;
  /** Level of the title's heading, to fit the page outline; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class on the root element. */
  className?: string;
}

/** Sample questions as a titled list of buttons; choosing one hands its text back. */
export function SuggestionList({
  title,
  suggestions,
  onSelect,
  disabled,
  headingLevel = 2,
  className,
}: SuggestionListProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section data-component="SuggestionList" aria-labelledby={id} className={cx(styles.root(), className)}>
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      <ul className={styles.list}>
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button
              type="button"
              className={styles.item}
              disabled={disabled}
              onClick={() => onSelect(suggestion)}
            >
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
