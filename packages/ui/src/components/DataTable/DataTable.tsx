import { type ReactNode, useMemo, useState } from 'react';
import { SortIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
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
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Names the table; shown above it. */
  caption: ReactNode;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  defaultSort?: SortState;
  onSortChange?: (sort: SortState) => void;
  className?: string;
}

/** A table with optional sortable columns (a button in each header, state as `aria-sort`). */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  empty = 'No data yet.',
  defaultSort,
  onSortChange,
  className,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState<SortState | null>(defaultSort ?? null);
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sort?.column);
    return column?.sortValue && sort ? sortRows(rows, column.sortValue, sort.direction) : rows;
  }, [columns, rows, sort]);

  return (
    <div
      data-component="DataTable"
      data-state={rows.length ? 'filled' : 'empty'}
      className={cx(styles.root(), className)}
    >
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
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
          {sorted.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            sorted.map((row) => (
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
    </div>
  );
}
