import type { ReactNode } from 'react';

/** One column of a DataTable: a header and how a row fills its cell. */
export interface DataTableColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column that names the row: its cells are row headers (th scope=row) for screen readers. */
  rowHeader?: boolean;
  /** Extra classes for the header and the cells (width, alignment). */
  className?: string;
  /** Makes the column sortable: its header becomes a button that sorts the rows by this value. */
  sortValue?: (row: Row) => string | number | null | undefined;
}

/** An entry of a row's actions menu. */
export interface RowAction {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}
