import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../../../src/ui/Button';
import { Dialog } from '../../../src/ui/Dialog';
import { Drawer } from '../../../src/ui/Drawer';

function DialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Confirm"
        description="Are you sure?"
        actions={<Button onClick={() => setOpen(false)}>OK</Button>}
      />
    </>
  );
}

describe('Dialog', () => {
  it('moves focus inside, is named by its title, and gives focus back on Escape', async () => {
    render(<DialogDemo />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(dialog).toHaveAccessibleDescription('Are you sure?');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

function DrawerDemo() {
  const [open, setOpen] = useState(true);
  return (
    <Drawer open={open} onClose={() => setOpen(false)} title="Account settings">
      <p>Profile</p>
    </Drawer>
  );
}

describe('Drawer', () => {
  it('is a titled modal panel with a labelled close button', async () => {
    render(<DrawerDemo />);
    const drawer = await screen.findByRole('dialog', { name: 'Account settings' });
    expect(drawer).toHaveTextContent('Profile');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
