export {
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableProps,
  dataTableLabels,
} from './DataTable.tsx';
export type { SortDirection, SortState, SortValue } from './sort.ts';
