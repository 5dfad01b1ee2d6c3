import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileField } from '../../../../src/ui/form/FileField';
import { renderForm, requiredWhenEmpty } from './support';

const pdf = (name: string, bytes = 10) => new File(['x'.repeat(bytes)], name, { type: 'application/pdf' });
const ACCEPT = { 'application/pdf': ['.pdf'] };

/** A drop as the browser sends it: react-dropzone reads the files off the event's dataTransfer. */
function drop(zone: HTMLElement, files: File[]) {
  const dataTransfer = {
    files,
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    types: ['Files'],
  };
  fireEvent.dragEnter(zone, { dataTransfer });
  fireEvent.drop(zone, { dataTransfer });
}

describe('FileField', () => {
  it('adds browsed and dropped files to a list, and removes them by their named buttons', async () => {
    const { user, submitted } = renderForm(<FileField name="files" label="Source files" accept={ACCEPT} />);
    const browse = screen.getByRole('button', { name: 'Browse files Source files' });
    const input = browse.parentElement!.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    drop(browse.parentElement!, [pdf('c.pdf')]);
    const list = await screen.findByRole('list', { name: 'Source files' });
    await waitFor(() => expect(list).toHaveTextContent(/a\.pdf.*b\.pdf.*c\.pdf/));
    await user.click(screen.getByRole('button', { name: 'Remove b.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((submitted[0].files as File[]).map((file) => file.name)).toEqual(['a.pdf', 'c.pdf']);
  });

  it("reports refused files in the platform's words and keeps them out of the value", async () => {
    const { user, submitted } = renderForm(
      <FileField name="files" label="Source files" accept={ACCEPT} maxSize={1024 * 1024} maxFiles={2} />,
    );
    const zone = screen.getByRole('button', { name: /Browse files/ }).parentElement!;
    drop(zone, [
      new File(['x'], 'notes.exe', { type: 'application/x-msdownload' }),
      pdf('huge.pdf', 2 * 1024 * 1024),
    ]);
    expect(await screen.findByText('notes.exe is not a supported file type')).toBeInTheDocument();
    expect(screen.getByText('huge.pdf must be smaller than 1 MB')).toBeInTheDocument();
    // Said with the field: the Browse button is described by why the files were refused.
    expect(screen.getByRole('button', { name: /Browse files/ })).toHaveAccessibleDescription(
      expect.stringContaining('notes.exe is not a supported file type'),
    );
    drop(zone, [pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf')]);
    expect(await screen.findByText('You can add at most 2 files')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((submitted[0].files as File[]).map((file) => file.name)).toEqual(['1.pdf', '2.pdf']);
  });

  it('refuses a file of exactly maxSize, like the platform rule, and takes one a byte smaller', async () => {
    const limit = 1024 * 1024;
    const { user, submitted } = renderForm(
      <FileField name="files" label="Source files" accept={ACCEPT} maxSize={limit} />,
    );
    const zone = screen.getByRole('button', { name: /Browse files/ }).parentElement!;
    drop(zone, [pdf('at-limit.pdf', limit), pdf('under-limit.pdf', limit - 1)]);
    expect(await screen.findByText('at-limit.pdf must be smaller than 1 MB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((submitted[0].files as File[]).map((file) => file.name)).toEqual(['under-limit.pdf']);
  });

  it('when required and empty, a failed submit marks the Browse button invalid and focuses it', async () => {
    const { user } = renderForm(<FileField name="files" label="Source files" required />, {
      validate: requiredWhenEmpty('files'),
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const browse = screen.getByRole('button', { name: /Browse files/ });
    expect(browse).toHaveAttribute('aria-invalid', 'true');
    expect(browse).toHaveAccessibleDescription('Required');
    // aria-required is not allowed on a button (axe aria-allowed-attr, critical).
    expect(browse).not.toHaveAttribute('aria-required');
    await waitFor(() => expect(browse).toHaveFocus());
  });
});
