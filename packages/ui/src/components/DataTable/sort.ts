export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  column: string;
  direction: SortDirection;
}

export type SortValue = string | number | Date | null | undefined;

const isMissing = (v: SortValue) => v === null || v === undefined || v === '';

/** Missing values sort last; strings compare naturally with the locale, numbers and dates by value. */
export function compareValues(a: SortValue, b: SortValue): number {
  const aMissing = isMissing(a);
  const bMissing = isMissing(b);
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b, undefined, { numeric: true });
  const x = a instanceof Date ? a.getTime() : Number(a);
  const y = b instanceof Date ? b.getTime() : Number(b);
  return x - y;
}

/** A sorted copy (stable), keeping missing values at the end whatever the direction. */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => SortValue,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((p, q) => {
      const order = compareValues(p.key, q.key);
      const signed = isMissing(p.key) || isMissing(q.key) ? order : sign * order;
      return signed || p.index - q.index;
    })
    .map(({ row }) => row);
}

/** Clicking a column: a new column starts ascending, the same column flips direction. */
export function nextSort(current: SortState | null, column: string): SortState {
  if (current?.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: 'ascending' };
}
