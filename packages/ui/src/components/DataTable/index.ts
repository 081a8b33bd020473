export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable.tsx';
export type { SortDirection, SortState, SortValue } from './sort.ts';
