// Custom reports: the list, one report's definition (columns and filters) and a page of its rows.

import type { ReportType } from '../enums';

export interface ReportColumn {
  columnId: string;
  name: string;
}

export interface ReportFilter {
  /** The key of the filter in the rows call's filters JSON. */
  mapping: string;
  // Shape not shown in the spec: a label to show and the kind of input ('SELECT', 'DATE', 'TEXT', ...).
  name?: string;
  type: string;
  /** Choices of a select filter; the UI adds an All option. */
  options?: string[];
  defaultValue?: string | number | null;
}

export interface Report {
  id: string;
  name: string;
  type: ReportType;
  description?: string | null;
  columns: ReportColumn[];
  filters: ReportFilter[];
}

// Shape not shown in the spec: the list may omit columns and filters, which only the detail needs.
export type ReportSummary = Pick<Report, 'id' | 'name' | 'type' | 'description'> & Partial<Report>;

/** Mapping → value; dates as timestamps (ms), multi-selects as lists. Travels as JSON in the `filters` query parameter. */
export type ReportFilterValues = Record<string, string | number | boolean | string[] | null>;

export interface ReportRowsQuery {
  /** 1-based. */
  page: number;
  limit: number;
  filters?: ReportFilterValues;
}

export interface ReportRows {
  /** One record per row, keyed by columnId. */
  items: Record<string, unknown>[];
  totalRows: number;
}
