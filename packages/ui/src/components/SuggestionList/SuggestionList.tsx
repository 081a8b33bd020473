import { type ReactNode, useId } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './SuggestionList.css.ts';

export interface SuggestionListProps {
  title: ReactNode;
  suggestions: readonly string[];
  onSelect: (suggestion: string) => void;
  /** E.g. while an answer is pending. */
  disabled?: boolean;
  headingLevel?: 2 | 3 | 4;
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
