import type { ReactNode } from 'react';
import type { ToolIconName } from '../../platform/domain/tools';
import { cx } from '../cx';

// Simple 24×24 line drawings, stroked with the current colour so they follow the text colour.
const SHAPES: Record<ToolIconName, ReactNode> = {
  quote: <path d="M7 4h8l4 4v12H7zM15 4v4h4M10 12h6M10 16h4" />,
  project: <path d="M4 7h6l2 2h8v10H4zM4 7V5h6l2 2" />,
  dashboard: <path d="M4 4h7v9H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 15h7v5H4z" />,
  invoice: <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />,
  interpreting: <path d="M4 5h10v7H8l-4 3zM14 9h6v7l-3-2h-5v-2" />,
  connect: <path d="M9 15l6-6M7 11l-2 2a3 3 0 0 0 4 4l2-2M13 7l2-2a3 3 0 0 1 4 4l-2 2" />,
  globe: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" />,
  plug: <path d="M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0zM12 17v4" />,
  translate: <path d="M3 5h9M7 3v2M5 5c1 4 4 7 7 8M10 5c-1 4-4 7-7 8M13 21l4-9 4 9M14.5 18h5" />,
  bolt: <path d="M13 3L5 14h6l-1 7 8-11h-6z" />,
  help: (
    <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7M12 17h.01" />
  ),
  report: <path d="M5 20V10M10 20V4M15 20v-7M20 20V8M3 20h19" />,
  cart: <path d="M3 4h2l2 11h11l2-8H6M9 20h.01M17 20h.01" />,
  account: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
};

export function ToolIcon({ name, className }: { name: ToolIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={cx('h-6 w-6', className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {SHAPES[name]}
    </svg>
  );
}
