// Focus back on a dialog's opener when it closes, even when the dialog's own code never knew the opener
// (a dialog loaded after its opener was focused): src/ui/useReturnFocus.ts.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useReturnFocus } from '../../../src/ui/useReturnFocus';

/** A dialog that moves focus in when open and leaves nothing behind when closed, as a modal does. */
function BareDialog({
  open,
  onClose,
  focusOnClose,
}: {
  open: boolean;
  onClose: () => void;
  focusOnClose?: () => void;
}) {
  useReturnFocus(open);
  const inside = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) inside.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Bare">
      <button
        ref={inside}
        type="button"
        onClick={() => {
          onClose();
          focusOnClose?.();
        }}
      >
        Close
      </button>
    </div>
  );
}

/** Mounts the dialog on its first open, already open (as a lazily loaded dialog mounts). */
function Page({ moveFocusOnClose = false }: { moveFocusOnClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Open
      </button>
      <input aria-label="Elsewhere" />
      {mounted ? (
        <BareDialog
          open={open}
          onClose={() => setOpen(false)}
          focusOnClose={
            moveFocusOnClose ? () => screen.getByRole('textbox', { name: 'Elsewhere' }).focus() : undefined
          }
        />
      ) : null}
    </>
  );
}

describe('useReturnFocus', () => {
  it('returns focus to the opener of a dialog that mounted already open, on every close', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(opener).toHaveFocus());

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('leaves focus where the page put it when closing', async () => {
    const user = userEvent.setup();
    render(<Page moveFocusOnClose />);
    screen.getByRole('button', { name: 'Open' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.keyboard('{Enter}');
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    await waitFor(() => expect(elsewhere).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(elsewhere).toHaveFocus();
  });
});
