export {
  Column,
  type ColumnProps,
  Columns,
  type ColumnsProps,
  type ColumnWidth,
  columnWidths,
} from './Columns.tsx';
