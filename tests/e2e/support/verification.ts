// The code the fixture backend "mailed", read the way a person reads their inbox: only once the portal says
// it was sent. Reading earlier races the send call and returns the previous code (or none).
import { expect, type Locator, type Page } from '@playwright/test';

/** Resolves once the verification dialog's send (first or resend) has finished: Resend is offered again. */
export async function codeSent(dialog: Locator, resent = false): Promise<void> {
  if (resent) await expect(dialog.getByText('A new code was sent.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Resend code' })).toBeEnabled();
}

/** The last code the fixture backend mailed to `email`. */
export async function mailedCode(page: Page, email: string): Promise<string> {
  const code = await page.evaluate(async (address) => {
    const response = await fetch(`/__fixtures/verificationCode?email=${encodeURIComponent(address)}`);
    return ((await response.json()) as { code: string | null }).code;
  }, email);
  expect(code, `a code mailed to ${email}`).toBeTruthy();
  return code as string;
}
