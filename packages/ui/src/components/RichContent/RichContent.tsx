import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './RichContent.css.ts';

/** A run of text; strong when the source stressed it. */
export interface RichSpan {
  text: string;
  strong?: boolean;
}

export type RichBlock =
  | { kind: 'paragraph'; spans: RichSpan[] }
  | { kind: 'list'; ordered: boolean; items: RichSpan[][] }
  | { kind: 'table'; header: string[]; rows: string[][]; caption?: string }
  /** A sentence in the language learned, its translation, a note, and a slot for its audio control. */
  | { kind: 'example'; text: string; translation: string; note?: string; audio?: ReactNode }
  | { kind: 'note'; spans: RichSpan[] };

export const richBlockKinds = ['paragraph', 'list', 'table', 'example', 'note'] as const;

export interface RichContentProps {
  /** The content, in order: paragraphs, headings, lists, tables and examples. */
  blocks: RichBlock[];
  /** BCP 47 language of the examples' text (e.g. "rw"), so screen readers speak it right. */
  exampleLang?: string;
  /** The content's own words (the name of a table without a caption), in English by default. */
  labels?: Partial<RichContentLabels>;
  /** Extra class on the root element. */
  className?: string;
}

const defaultLabels = {
  /** Accessible name of a table without a caption (it scrolls, so it is a focusable region). */
  table: 'Table',
};

// The English defaults, exported so an app translates or adjusts them without copying them.
export type RichContentLabels = typeof defaultLabels;
export { defaultLabels as richContentLabels };

function Spans({ spans }: { spans: RichSpan[] }) {
  return spans.map((span, index) =>
    span.strong ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: spans are positional and never reordered.
      <strong key={index}>{span.text}</strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: spans are positional and never reordered.
      <span key={index}>{span.text}</span>
    ),
  );
}

function Block({
  block,
  exampleLang,
  tableLabel,
}: {
  block: RichBlock;
  exampleLang?: string;
  tableLabel: string;
}) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className={styles.paragraph}>
          <Spans spans={block.spans} />
        </p>
      );
    case 'note':
      return (
        <p className={styles.note}>
          <Spans spans={block.spans} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={styles.list}>
          {block.items.map((item, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are positional and never reordered.
            <li key={n}>
              <Spans spans={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        <section
          className={styles.tableScroll}
          aria-label={block.caption ?? tableLabel}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard.
          tabIndex={0}
        >
          <table className={styles.table}>
            {block.caption ? <caption className={styles.th}>{block.caption}</caption> : null}
            <thead className={styles.head}>
              <tr>
                {block.header.map((cell, n) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional.
                  <th key={n} scope="col" className={styles.th}>
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={styles.body}>
              {block.rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional.
                <tr key={r} className={styles.row}>
                  {row.map((cell, n) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional.
                    <td key={n} className={styles.td} data-label={block.header[n] ?? ''}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      );
    case 'example':
      return (
        <figure className={styles.example}>
          {block.audio}
          <figcaption className={styles.exampleText}>
            <span className={styles.exampleTarget} lang={exampleLang}>
              {block.text}
            </span>
            <span className={styles.exampleTranslation}>
              {block.translation}
              {block.note ? ` — ${block.note}` : ''}
            </span>
          </figcaption>
        </figure>
      );
  }
}

/**
 * Structured text — paragraphs, lists, tables, examples, notes — as readable HTML with no markup syntax. A wide
 * table scrolls inside its own box (keyboard-focusable, with shadows at the edges while there is more to see),
 * so a phone never scrolls the page sideways.
 */
export function RichContent({ blocks, exampleLang, labels, className }: RichContentProps) {
  const text = { ...defaultLabels, ...labels };
  return (
    <div className={cx(styles.root, className)} data-component="RichContent">
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are positional and never reordered.
        <Block key={index} block={block} exampleLang={exampleLang} tableLabel={text.table} />
      ))}
    </div>
  );
}
