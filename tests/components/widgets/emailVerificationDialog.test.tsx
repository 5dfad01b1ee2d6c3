// The e-mail verification dialog on the real fixture handlers: a code is sent on open, Verify waits for six
// characters, a wrong code reads as the invalid-code message, the code from the fixtures' mailbox (control
// surface) is accepted and handed to the host, and Resend clears the field and sends a new code.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EmailVerificationDialog } from '../../../src/widgets/verification/EmailVerificationDialog';
import { ORIGIN, useFixtureServer } from '../../support/fixtureServer';
import { startTestPlatform } from '../../support/platform';

const fixtures = useFixtureServer();
const EMAIL = 'visitor@acme.example';

/** The last code the fixtures' mailbox holds for the address (README: Control surface). */
async function mailboxCode(): Promise<string> {
  const answer = await fetch(`${ORIGIN}/__fixtures/verificationCode?email=${encodeURIComponent(EMAIL)}`);
  return ((await answer.json()) as { code: string }).code;
}

const sends = () =>
  fixtures.backend.journal().filter((entry) => entry.path.endsWith('/sendEmailVerificationCode'));

function Host({ onVerified }: { onVerified: (code: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Submit request
      </button>
      <EmailVerificationDialog
        open={open}
        email={EMAIL}
        onClose={() => setOpen(false)}
        onVerified={(code) => {
          onVerified(code);
          setOpen(false);
        }}
      />
    </>
  );
}

async function openDialog() {
  await startTestPlatform();
  const onVerified = vi.fn();
  const user = userEvent.setup();
  render(<Host onVerified={onVerified} />);
  await user.click(screen.getByRole('button', { name: 'Submit request' }));
  const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
  await waitFor(() => expect(sends()).toHaveLength(1));
  return {
    user,
    onVerified,
    dialog,
    code: () => screen.getByRole('textbox', { name: /Verification code/ }),
    verify: () => screen.getByRole('button', { name: 'Verify' }),
  };
}

// A busy machine (the suite runs beside others) types slowly: generous limits, waits on state.
describe('EmailVerificationDialog', { timeout: 20_000 }, () => {
  it('sends a code on open; Verify is enabled only at six characters; the mailbox code is accepted', async () => {
    const { user, onVerified, dialog, code, verify } = await openDialog();
    expect(dialog).toHaveTextContent(`We sent a 6-character verification code to ${EMAIL}.`);
    // The field names the code as the sentence above does (and the help): one wording per code.
    expect(code()).toHaveAccessibleDescription(/6-character verification code/);
    expect(sends()[0].body).toEqual({ email: EMAIL });
    expect(verify()).toBeDisabled();
    const sent = await mailboxCode();
    await user.type(code(), sent.slice(0, 5));
    expect(verify()).toBeDisabled();
    await user.type(code(), sent.slice(5));
    await waitFor(() => expect(verify()).toBeEnabled());
    await user.click(verify());
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(sent));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a wrong code shows the invalid-code message under the field and reports nothing', async () => {
    const { user, onVerified, code, verify } = await openDialog();
    const sent = await mailboxCode();
    const wrong = sent === '000000' ? '111111' : '000000';
    await user.type(code(), wrong);
    await user.click(verify());
    await waitFor(() =>
      expect(code()).toHaveAccessibleDescription(/The verification code is invalid or has expired/),
    );
    expect(code()).toHaveValue(wrong);
    expect(onVerified).not.toHaveBeenCalled();
    // Typing again clears the message.
    await user.clear(code());
    await user.type(code(), sent);
    await user.click(verify());
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(sent));
  });

  it('resend clears the code and sends a new one, which is then the one that works', async () => {
    const { user, onVerified, code, verify } = await openDialog();
    const first = await mailboxCode();
    await user.type(code(), first);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(sends()).toHaveLength(2));
    expect(code()).toHaveValue('');
    expect(await screen.findByText('A new code was sent.')).toBeInTheDocument();
    const second = await mailboxCode();
    expect(second).not.toBe(first);
    await user.type(code(), second);
    await user.click(verify());
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(second));
  });

  it("a failed send shows the catalogue's message; resend tries again", async () => {
    fixtures.backend.injectFault({
      method: 'POST',
      path: '/userAccount/actions/sendEmailVerificationCode',
      status: 503,
      body: { message: 'Mail service unavailable' },
      times: 1,
    });
    await startTestPlatform();
    const user = userEvent.setup();
    render(<Host onVerified={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mail service unavailable');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await mailboxCode()).toMatch(/^\d{6}$/);
  });

  it('Cancel closes the dialog without a verification', async () => {
    const { user, onVerified } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onVerified).not.toHaveBeenCalled();
  });
});
