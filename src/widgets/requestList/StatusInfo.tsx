import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { statusInfo } from '../../platform/domain/jobRequestStatus';
import { requestStatusLabel } from '../../platform/domain/requestStatusLabel';
import { useMessages } from '../../ui/uiLocale';
import { requestListMessages } from './messages';

const PANEL_WIDTH = 288;

/**
 * The info tooltip of a machine translation status (part 2 §2.7, §8: SUBMITTED_TO_XTRF, CREATED, FAILED).
 * The trigger is a real button: screen readers read the text as its description on focus, and a click,
 * Enter or Space shows it for everyone; Escape (focus back on the button), a click elsewhere or scrolling
 * hides it. The panel is fixed to the viewport beside its button, so a table's scroll box never clips it
 * and it stays in the page's landmark (portalled to <body>, it was content outside every landmark: axe's
 * region); it traps nothing (headlessui's portalled Popover adds aria-hidden focusable sentinels that axe
 * refuses).
 * Nothing renders for a status without an explanation.
 */
export function StatusInfo({ status }: { status: string | null | undefined }) {
  const t = useMessages(requestListMessages);
  const text = statusInfo(status);
  const button = useRef<HTMLButtonElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const descriptionId = useId();
  const panelId = useId();
  const open = position !== null;

  useEffect(() => {
    if (!open) return;
    const close = () => setPosition(null);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!button.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('scroll', close, true);
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('scroll', close, true);
      window.removeEventListener('resize', close);
    };
  }, [open]);

  if (!text) return null;
  const toggle = () => {
    const box = button.current?.getBoundingClientRect();
    if (open || !box) return setPosition(null);
    // The panel opens from the button's reading-start edge: its left in left-to-right text, its right in
    // right-to-left text; either way it stays inside the viewport.
    const rightToLeft = getComputedStyle(button.current!).direction === 'rtl';
    const start = rightToLeft ? box.right - PANEL_WIDTH : box.left;
    setPosition({
      top: box.bottom + 4,
      left: Math.max(8, Math.min(start, window.innerWidth - PANEL_WIDTH - 8)),
    });
  };
  const label = requestStatusLabel({ status }, 'machineTranslation');
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t('requestList.aboutStatus', { label })}
        aria-describedby={descriptionId}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        className="inline-flex h-5 w-5 items-center justify-center rounded-full text-slate-600 hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-700"
      >
        <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
          <path
            fillRule="evenodd"
            d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm.75-11.5a.75.75 0 1 1-1.5 0 .75.75 0 0 1 1.5 0ZM9.25 9a.75.75 0 0 1 1.5 0v4.25a.75.75 0 0 1-1.5 0V9Z"
            clipRule="evenodd"
          />
        </svg>
      </button>
      {/* Hidden, yet it gives the button its description (aria-describedby reads hidden text); kept out of
          the cell, whose text stays the status label alone. */}
      {createPortal(
        <span id={descriptionId} hidden>
          {text}
        </span>,
        document.body,
      )}
      {position ? (
        // A span: the button sits in phrasing content (a table cell's inline box, a status line).
        <span
          id={panelId}
          role="tooltip"
          style={{ top: position.top, left: position.left, width: PANEL_WIDTH }}
          className="fixed z-50 rounded-md bg-slate-900 p-2 text-start text-sm font-normal whitespace-normal text-white shadow-lg"
        >
          {text}
        </span>
      ) : null}
    </>
  );
}
