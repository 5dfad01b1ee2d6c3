import type { ReactNode } from 'react';

/** A collapsible panel of a dashboard section: a toggle button naming it, and its table when open. */
export function Panel({
  id,
  title,
  open,
  onToggle,
  children,
}: {
  id: string;
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const bodyId = `panel-${id}`;
  return (
    <div className="rounded-md border border-slate-200">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
          className="focus-visible:outline-primary-600 flex w-full items-center justify-between px-4 py-2 text-start font-semibold text-slate-900 focus-visible:outline-2"
        >
          {title}
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </h3>
      {/* Eighteen open panels make a page many screens tall, and every answer laid out and painted all of it
          again: an open panel out of view is skipped (content-visibility), in its table's height (24rem and
          the padding, StatsTable), until it nears the screen; it stays in the accessibility tree. */}
      <div
        id={bodyId}
        hidden={!open}
        className="p-2 [contain-intrinsic-block-size:auto_25rem] [content-visibility:auto]"
      >
        {open ? children : null}
      </div>
    </div>
  );
}
