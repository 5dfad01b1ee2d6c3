import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode, RefObject } from 'react';

/**
 * Renders only the rows in (and just around) the scroll container's view, with spacer rows above and below
 * so the scroll height stays that of the whole list. The table keeps its semantics: rows carry
 * aria-rowindex against the table's aria-rowcount.
 */
export function VirtualRows<Row>({
  rows,
  scrollRef,
  rowHeight,
  columnCount,
  renderRow,
}: {
  rows: readonly Row[];
  scrollRef: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  columnCount: number;
  renderRow: (row: Row, index: number) => ReactNode;
}) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length ? items[0].start : 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <>
      {before > 0 ? <Spacer height={before} columnCount={columnCount} /> : null}
      {items.map((item) => renderRow(rows[item.index], item.index))}
      {after > 0 ? <Spacer height={after} columnCount={columnCount} /> : null}
    </>
  );
}

function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={columnCount} className="p-0" />
    </tr>
  );
}
