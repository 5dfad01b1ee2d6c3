// The visitor's contact section: names and e-mail required, the e-mail by the request form's rule (format,
// then the client's allowed domains unless the client skips that check), the address optional.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactPersonSection } from '../../../../../src/ui/form/sections/ContactPersonSection';
import { renderForm } from '../support';

const client = {
  allowedEmailDomains: ['acme.example'],
  createProjectSettings: { skipEmailDomainValidation: false },
};
const render = (settings = client) =>
  renderForm(
    <ContactPersonSection
      client={settings}
      countries={[{ id: 227, name: 'United States' }]}
      provinces={[]}
    />,
  );

// A busy machine (the suite runs beside others) types slowly: generous limits, waits on state.
describe('ContactPersonSection', { timeout: 20_000 }, () => {
  it("requires the names and an e-mail of the client's domains, in the spec's words", async () => {
    const { user, onSubmit, submitted } = render();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('textbox', { name: /Company name/ })).not.toHaveAttribute('aria-invalid');
    await user.type(email, 'ann@acme');
    expect(email).toHaveAccessibleDescription('Invalid email format');
    await user.clear(email);
    await user.type(email, 'ann@other.example');
    expect(email).toHaveAccessibleDescription('This email address is not allowed for the selected company');
    await user.clear(email);
    await user.type(email, 'ann@acme.example');
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lee');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted[0]).toMatchObject({
      contactInfo: { email: 'ann@acme.example', firstName: 'Ann', lastName: 'Lee' },
    });
    expect(Object.keys((submitted[0] as { contactInfo: object }).contactInfo).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
    ]);
  });

  it('a client that skips the domain check takes any well-formed e-mail', async () => {
    const { user } = render({ ...client, createProjectSettings: { skipEmailDomainValidation: true } });
    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.type(email, 'ann@other.example');
    await user.tab();
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});
