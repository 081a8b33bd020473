import { type ReactNode, useId, useMemo, useState } from 'react';
import { SortIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './DataTable.css.ts';
import { nextSort, type SortState, type SortValue, sortRows } from './sort.ts';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  /** What the cell shows; defaults to `row[key]`. */
  render?: (row: Row) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: Row) => SortValue;
  align?: 'start' | 'end';
}

export interface DataTableProps<Row> {
  /** The columns, in order: each a header, how to render a cell and, if sortable, its sort value. */
  columns: readonly DataTableColumn<Row>[];
  /** The data, one item a row, in the order shown until the user sorts. */
  rows: readonly Row[];
  /** A stable, unique key for a row (React's key). */
  rowKey: (row: Row) => string;
  /** Names the table; shown above it. */
  caption: ReactNode;
  /** Shown in place of the rows when there are none (a richer empty state); `labels.empty` by default. */
  empty?: ReactNode;
  /** The column and direction sorted by at first; the rows' own order by default. */
  defaultSort?: SortState;
  /** Called with the new column and direction when the user sorts. */
  onSortChange?: (sort: SortState) => void;
  /** A search box above the table: the rows whose text contains what is typed (case ignored). */
  search?: { label: string; text: (row: Row) => string };
  /** Rows a page; with more rows than this the table pages, with Previous and Next below it. */
  pageSize?: number;
  /** The words of the table's own controls (paging, no rows, empty search) in English by default. */
  labels?: Partial<typeof defaultLabels>;
  /** Extra class on the root element. */
  className?: string;
}

const defaultLabels = {
  previous: 'Previous',
  next: 'Next',
  /** "26–50 of 60". */
  range: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
  noMatch: 'Nothing matches your search.',
  /** In place of the rows when there are none and no `empty` is given. */
  empty: 'No data yet.',
  pages: 'Pages',
};

// The English defaults, exported so an app translates or adjusts them without copying them.
export type DataTableLabels = typeof defaultLabels;
export { defaultLabels as dataTableLabels };

/**
 * A table with optional sortable columns (a button in each header, state as `aria-sort`), an optional search
 * and pages. Its header stays in view while the rows scroll, and a table wider than its box scrolls inside it
 * (keyboard-focusable) with shadows at the edges while there is more to see.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  empty,
  defaultSort,
  onSortChange,
  search,
  pageSize,
  labels,
  className,
}: DataTableProps<Row>) {
  const text = { ...defaultLabels, ...labels };
  const [sort, setSort] = useState<SortState | null>(defaultSort ?? null);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const captionId = useId();
  const matching = useMemo(() => {
    const wanted = query.trim().toLowerCase();
    return search && wanted ? rows.filter((row) => search.text(row).toLowerCase().includes(wanted)) : rows;
  }, [rows, search, query]);
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sort?.column);
    return column?.sortValue && sort ? sortRows(matching, column.sortValue, sort.direction) : matching;
  }, [columns, matching, sort]);
  const pages = pageSize ? Math.max(1, Math.ceil(sorted.length / pageSize)) : 1;
  const current = Math.min(page, pages - 1);
  const shown = pageSize ? sorted.slice(current * pageSize, (current + 1) * pageSize) : sorted;

  return (
    <div
      data-component="DataTable"
      data-state={rows.length ? 'filled' : 'empty'}
      className={cx(styles.root(), className)}
    >
      {search && (
        <TextField
          type="search"
          label={search.label}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(0);
          }}
          className={styles.search}
        />
      )}
      <section
        className={styles.scroller}
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard.
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sort?.column === column.key ? sort.direction : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={styles.th}
                    data-align={column.align ?? 'start'}
                    aria-sort={column.sortValue ? (direction ?? 'none') : undefined}
                  >
                    {column.sortValue ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() => {
                          const next = nextSort(sort, column.key);
                          setSort(next);
                          setPage(0);
                          onSortChange?.(next);
                        }}
                      >
                        {column.header}
                        <SortIcon direction={direction ?? 'none'} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={styles.empty}>
                  {rows.length === 0 ? (empty ?? text.empty) : text.noMatch}
                </td>
              </tr>
            ) : (
              shown.map((row) => (
                <tr key={rowKey(row)} className={styles.row}>
                  {columns.map((column) => (
                    <td key={column.key} className={styles.td} data-align={column.align ?? 'start'}>
                      {column.render
                        ? column.render(row)
                        : String((row as Record<string, unknown>)[column.key] ?? '')}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      {pageSize !== undefined && sorted.length > pageSize && (
        <nav aria-label={text.pages} className={styles.pager}>
          <Button size="sm" variant="secondary" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {text.previous}
          </Button>
          <span role="status">
            {text.range(
              current * pageSize + 1,
              Math.min((current + 1) * pageSize, sorted.length),
              sorted.length,
            )}
          </span>
          <Button
            size="sm"
            variant="secondary"
            disabled={current === pages - 1}
            onClick={() => setPage(current + 1)}
          >
            {text.next}
          </Button>
        </nav>
      )}
    </div>
  );
}
