import { cx } from '../cx';

/**
 * A page's column: `narrow` for one short form or an outcome, `medium` for a document or a long form,
 * `default` for lists and dashboards (the header's width), `wide` for tables that need every column.
 */
export type PageWidth = 'narrow' | 'medium' | 'default' | 'wide';
/** `roomy` sets a page with little on it (an outcome) lower on the screen. */
export type PagePadding = 'default' | 'roomy';

const WIDTHS: Record<PageWidth, string> = {
  narrow: 'max-w-xl',
  medium: 'max-w-3xl',
  default: 'max-w-6xl',
  wide: 'max-w-7xl',
};
const PADDINGS: Record<PagePadding, string> = {
  default: 'py-6 sm:py-10',
  roomy: 'py-16',
};

/** Printed, a page drops its width limit and padding (the shell hides its header and footer). */
export const pageFrameClasses = (width: PageWidth, padding: PagePadding, className?: string) =>
  cx('mx-auto w-full px-4 print:max-w-none print:p-0', WIDTHS[width], PADDINGS[padding], className);
