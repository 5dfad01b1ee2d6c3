// A visitor's request, then the sign-up prompt on the success page (part 2 §2.3): the account is created by
// the sign-up flow with the request's contact; clients that disable self-registration show no prompt.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../../src/apps/createProject/manifest';
import { SIGN_UP_PROMPT_TEXTS } from '../../../../src/apps/createProject/SignUpPrompt';
import { SIGN_UP_TEXTS } from '../../../../src/platform/flows/signUpTexts';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderTool, type RenderedView } from '../../../support/renderTool';

const fixtures = useFixtureServer();

/** A visitor at Stark (translation only, no custom fields, self-registration allowed) or Hooli (none). */
async function submitAsVisitor(email: string): Promise<RenderedView> {
  const view = await renderTool(manifest, '/createProject');
  const { user } = view;
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const form = await screen.findByRole('form', { name: 'Request form' }, { timeout: 8000 });
  await user.type(await within(form).findByLabelText(/^First name/), 'Tony');
  await user.type(within(form).getByLabelText(/^Last name/), 'Visitor');
  await user.upload(
    form.querySelector('input[type="file"]') as HTMLInputElement,
    new File(['x'], 'spec.docx'),
  );
  await user.type(within(form).getByRole('combobox', { name: /^Source language/ }), 'English (United');
  await user.click(await screen.findByRole('option', { name: 'English (United States)' }));
  await user.type(within(form).getByRole('combobox', { name: /^Target languages/ }), 'German');
  await user.click(await screen.findByRole('option', { name: 'German' }));
  await user.keyboard('{Escape}');
  await user.click(
    within(form)
      .getAllByRole('button', { name: /^Send / })
      .at(-1)!,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
  await waitFor(() => expect(fixtures.backend.lastVerificationCode(email)).toBeTruthy());
  await user.type(
    within(dialog).getByLabelText(/^Verification code/),
    fixtures.backend.lastVerificationCode(email)!,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
  await screen.findByText(
    /^Thank you! Your (translation|quote) request has been submitted\.$/,
    {},
    { timeout: 8000 },
  );
  return view;
}

describe('the sign-up prompt after a visitor’s request', () => {
  it('creates the account with the request’s contact, after the shared password rules', async () => {
    const { user } = await submitAsVisitor('tony@stark.example');
    const prompt = screen.getByRole('form', { name: SIGN_UP_PROMPT_TEXTS.title });
    await user.type(within(prompt).getByLabelText(/^Password/), 'Short1');
    await user.type(within(prompt).getByLabelText(/^Repeat password/), 'Different1');
    await user.click(within(prompt).getByRole('button', { name: SIGN_UP_PROMPT_TEXTS.submit }));
    expect(await within(prompt).findByText(MESSAGES.PASSWORD_MIN_LENGTH)).toBeInTheDocument();
    expect(within(prompt).getAllByText(MESSAGES.REQUIRED).length).toBeGreaterThan(0);
    await user.clear(within(prompt).getByLabelText(/^Password/));
    await user.type(within(prompt).getByLabelText(/^Password/), 'Longer-pass-1');
    await user.clear(within(prompt).getByLabelText(/^Repeat password/));
    await user.type(within(prompt).getByLabelText(/^Repeat password/), 'Longer-pass-1');
    await user.click(within(prompt).getByRole('checkbox', { name: SIGN_UP_PROMPT_TEXTS.agreement }));
    await user.click(within(prompt).getByRole('button', { name: SIGN_UP_PROMPT_TEXTS.submit }));
    expect(await screen.findByText(SIGN_UP_TEXTS.accountCreated.message)).toBeInTheDocument();
    const created = fixtures.backend
      .journal()
      .filter((e) => e.method === 'POST' && e.path.endsWith('/userAccount'));
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({
      clientId: 'stark',
      email: 'tony@stark.example',
      firstName: 'Tony',
      lastName: 'Visitor',
      role: 'CLIENT_EMPLOYEE',
    });
  });

  it('is absent when the client disables self-registration', async () => {
    await submitAsVisitor('gavin@hooli.example');
    expect(screen.queryByRole('form', { name: SIGN_UP_PROMPT_TEXTS.title })).toBeNull();
  });
});
