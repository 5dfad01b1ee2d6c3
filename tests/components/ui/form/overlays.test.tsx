import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../../src/ui/Button';
import { ConfirmDialog } from '../../../../src/ui/form/ConfirmDialog';
import { FormDialog } from '../../../../src/ui/form/FormDialog';
import { FormDrawer } from '../../../../src/ui/form/FormDrawer';
import { TextField } from '../../../../src/ui/form/TextField';

interface Values {
  username?: string;
}

function DialogDemo({
  onSubmit,
  drawer = false,
}: {
  onSubmit: (values: Values) => unknown;
  drawer?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const Overlay = drawer ? FormDrawer : FormDialog;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Start impersonation</Button>
      <Overlay<Values>
        open={open}
        onClose={() => setOpen(false)}
        title="Start impersonation"
        submitLabel="Start"
        busyLabel="Starting…"
        cancelLabel="Cancel"
        validate={(values) => (values.username ? undefined : { username: 'Required' })}
        onSubmit={async (values) => {
          const result = await onSubmit(values);
          if (!result) setOpen(false);
          return result as Record<string, string> | undefined;
        }}
      >
        <TextField name="username" label="Username" />
      </Overlay>
    </>
  );
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  const opener = screen.getByRole('button', { name: 'Start impersonation' });
  await user.click(opener);
  return { opener, dialog: await screen.findByRole('dialog', { name: 'Start impersonation' }) };
}

describe.each([
  ['FormDialog', false],
  ['FormDrawer', true],
])('%s', (_name, drawer) => {
  it('traps focus, closes on Escape and on Cancel, and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<DialogDemo onSubmit={() => undefined} drawer={drawer} />);
    let { opener, dialog } = await open(user);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    ({ opener, dialog } = await open(user));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps the values after a failed submit and across a close and reopen; starts empty after a success', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn<(values: Values) => unknown>()
      .mockResolvedValueOnce({ [FORM_ERROR]: 'User not found' })
      .mockResolvedValueOnce(undefined);
    render(<DialogDemo onSubmit={onSubmit} drawer={drawer} />);
    let { dialog } = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    const username = within(dialog).getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAccessibleDescription('Required');
    await user.type(username, 'jdoe');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('User not found');
    expect(username).toHaveValue('jdoe');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    ({ dialog } = await open(user));
    expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('jdoe');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSubmit).toHaveBeenLastCalledWith({ username: 'jdoe' });
    ({ dialog } = await open(user));
    expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('');
  });

  it('is busy while submitting and cannot be closed then', async () => {
    const user = userEvent.setup();
    let finish: (value: unknown) => void = () => {};
    render(<DialogDemo onSubmit={() => new Promise((resolve) => (finish = resolve))} drawer={drawer} />);
    const { dialog } = await open(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'jdoe');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(within(dialog).getByRole('button', { name: 'Starting…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    finish(undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

function ConfirmDemo({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onClose={() => setOpen(false)}
      title="Archive request"
      text="The request moves to the archive."
      confirmLabel="Archive"
      busyLabel="Archiving…"
      cancelLabel="Cancel"
      variant="danger"
      onConfirm={onConfirm}
      formatError={(error) => `Failed: ${(error as Error).message}`}
    />
  );
}

describe('ConfirmDialog', () => {
  it('is busy while the action runs, shows a failure inside and stays open, then closes on success', async () => {
    const user = userEvent.setup();
    let settle: { resolve: (v?: unknown) => void; reject: (e: unknown) => void } | undefined;
    const onConfirm = vi.fn(() => new Promise((resolve, reject) => (settle = { resolve, reject })));
    render(<ConfirmDemo onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog', { name: 'Archive request' });
    expect(dialog).toHaveAccessibleDescription('The request moves to the archive.');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(within(dialog).getByRole('button', { name: 'Archiving…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    settle!.reject(new Error('Conflict error'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed: Conflict error');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    settle!.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
