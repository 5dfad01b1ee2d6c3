// requests.create and requests.createUnauthenticated: the request form at /createProject (part 2 §2.2–§2.3),
// signed in, or as a visitor through the e-mail step and the verification dialog (part 1 §4). The answer is
// rebuilt from the calls the page made, as the API driver's flow returns it: kind, id and files by category.
import type { Locator, Page } from 'playwright-core';
import type { ClientConfig } from '../../../../src/platform/domain/entities/clientConfig';
import { clientForEmail } from '../../../../src/platform/flows/clientForEmail';
import { signedInRequestClient } from '../../../../src/platform/flows/requestPreparation';
import { optionalText, text, textList } from '../../operation';
import { StepSkipped } from '../../stepRunner';
import type { ApiCalls } from '../apiCalls';
import { settle } from '../pageState';
import { UiError, type UiStep, type UiStepContext } from '../uiStep';
import { chooseOption, filePayloads, languageNames, pickLanguage, pickLanguages } from './formParts';

export const REQUEST_LABELS = {
  path: '/createProject',
  form: 'Request form',
  email: /^Email/,
  continue: 'Continue',
  ok: 'OK',
  contact: 'Contact',
  firstName: /^First name/,
  lastName: /^Last name/,
  textMethod: 'Type or paste text',
  text: /^Text/,
  projectName: /^Project name/,
  notes: /^Notes/,
  service: /^Service/,
  source: /^Source language/,
  targets: /^Target languages/,
  estimate: 'Send for estimation',
  translation: 'Send to translation',
  verifyDialog: 'Verify your email',
  code: /^Verification code/,
  verify: 'Verify',
  done: /^Thank you! Your (translation|quote) request has been submitted\.$/,
};

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens a select (a listbox button) or fills a text field named after a custom field. */
async function fillCustomField(page: Page, form: Locator, name: string, value: unknown): Promise<void> {
  const label = new RegExp(`^${escapeRe(name)}`);
  const select = form.getByRole('button', { name: label });
  const field = form.getByRole('textbox', { name: label });
  // The client's fields may render after the rest of the form: decide once one of the two is there.
  await select.or(field).first().waitFor();
  if (await select.count()) {
    await chooseOption(page, select.first(), text(value));
    return;
  }
  await field.first().fill(text(value));
}

async function fillForm(ctx: UiStepContext, form: Locator, client: ClientConfig | undefined): Promise<void> {
  const { page, args, world, username } = ctx;
  const L = REQUEST_LABELS;
  if (args.links !== undefined)
    throw new StepSkipped('no UI step: the page object does not fill file links yet');
  const nameOf = await languageNames(world, username);
  if (args.text !== undefined) {
    await form.getByRole('radio', { name: L.textMethod }).click();
    await form.getByRole('textbox', { name: L.text }).fill(text(args.text));
  } else if (args.files !== undefined) {
    await form.locator('input[type="file"]').first().setInputFiles(filePayloads(args.files));
  }
  if (args.references !== undefined)
    await form.locator('input[type="file"]').nth(1).setInputFiles(filePayloads(args.references));
  await form.getByRole('textbox', { name: L.projectName }).fill(text(args.name));
  if (args.notes !== undefined) await form.getByRole('textbox', { name: L.notes }).fill(text(args.notes));
  if (args.service !== undefined) {
    const workflow = client?.selectableWorkflows?.find(
      (w) => String(w.xtrfServiceId) === String(args.service),
    );
    if (!workflow) throw new UiError([`The form offers no service ${String(args.service)}.`]);
    await chooseOption(page, form.getByRole('button', { name: L.service }), workflow.name);
  }
  await pickLanguage(page, form, L.source, nameOf(text(args.source)));
  await pickLanguages(page, form, L.targets, textList(args.targets).map(nameOf));
  for (const [name, value] of Object.entries((args.fields ?? {}) as Record<string, unknown>))
    await fillCustomField(page, form, name, value);
}

/** The flow's answer, from the page's create call and the files it registered. */
async function created(calls: ApiCalls) {
  const create = calls.last('POST', /^\/(projects|quotes)$/);
  const answer = (await create?.responseBody()) as { projectId?: string; quoteId?: string } | undefined;
  const files = (category: string) =>
    calls
      .all()
      .filter((c) => c.method === 'POST' && /\/actions\/addFiles$/.test(c.path))
      .map((c) => c.requestBody() as { fileNames?: string[]; category?: string })
      .filter((b) => b.category === category)
      .flatMap((b) => b.fileNames ?? []);
  return {
    kind: create?.path === '/quotes' ? 'quote' : 'project',
    id: answer?.projectId ?? answer?.quoteId,
    sourceFiles: files('SOURCE_DOCUMENT'),
    referenceFiles: files('REFERENCE'),
  };
}

/** Sends the form; `calls` are the form page's (the create call and the files it registered are read there). */
async function submit(ctx: UiStepContext, calls: ApiCalls, form: Locator, verifyAs?: string) {
  const { page, args, world } = ctx;
  const L = REQUEST_LABELS;
  const estimate = form.getByRole('button', { name: L.estimate, exact: true });
  const translation = form.getByRole('button', { name: L.translation, exact: true });
  // One of the two is offered (by the client's submission mode): look once the form shows it.
  await estimate.or(translation).first().waitFor();
  await (args.estimate === true || !(await translation.count()) ? estimate : translation).click();
  const done = page.getByText(L.done);
  if (verifyAs) {
    const dialog = page.getByRole('dialog', { name: L.verifyDialog });
    await settle(page, dialog, calls, form);
    // The code of this dialog's own e-mail (the newest the form page sent), not one sent earlier to the same address.
    await calls.waitFor('POST', /^\/userAccount\/actions\/sendEmailVerificationCode$/, { latest: true });
    const code = optionalText(args.code) ?? (await world.backend.lastVerificationCode(verifyAs)) ?? '';
    await dialog.getByRole('textbox', { name: L.code }).fill(code);
    await dialog.getByRole('button', { name: L.verify, exact: true }).click();
    await settle(page, done, calls, dialog);
  } else {
    await settle(page, done, calls, form);
  }
  return created(calls);
}

async function createSignedIn(ctx: UiStepContext) {
  const { client } = await signedInRequestClient(
    await ctx.world.clientFor(ctx.username),
    optionalText(ctx.args.clientId),
  );
  const { page } = ctx;
  const formPage = await ctx.calls.open(REQUEST_LABELS.path);
  const form = page.getByRole('form', { name: REQUEST_LABELS.form });
  // A user of several organisations chooses the one the request is for first.
  const choice = page.getByRole('radio', { name: client?.companyName ?? '', exact: true });
  await form.or(choice).first().waitFor();
  if (client && !(await form.isVisible())) {
    await choice.click();
    await page.getByRole('button', { name: REQUEST_LABELS.ok, exact: true }).click();
    await form.waitFor();
  }
  await fillForm(ctx, form, client);
  return submit(ctx, formPage, form);
}

/** A visitor: the e-mail step first; a company closed to visitors or inactive answers there. */
async function createAsVisitor(ctx: UiStepContext) {
  const { page, args, world, calls } = ctx;
  const L = REQUEST_LABELS;
  const email = text(args.email);
  const choice = await clientForEmail(await world.clientFor('anonymous'), email, {
    clientId: optionalText(args.clientId),
  });
  // A visitor's tab has no session, whoever the scenario's persona is (as in the API driver).
  const formPage = await calls.open(L.path);
  await page.getByRole('textbox', { name: L.email }).fill(email);
  await page.getByRole('button', { name: L.continue, exact: true }).click();
  const main = page.getByRole('main');
  const form = page.getByRole('form', { name: L.form });
  const refusal = main.locator('[role="alert"], [role="status"]').filter({ hasNotText: /^Loading/ });
  await form.or(refusal).first().waitFor();
  if (!(await form.isVisible()))
    throw new UiError(
      (await refusal.allTextContents()).map((t) => t.trim()).filter(Boolean),
      formPage.lastFailureStatus(),
    );
  // The contact's own fields (a client's custom fields may have a person with the same labels).
  const contact = form.getByRole('group', { name: L.contact });
  if (args.firstName !== undefined)
    await contact.getByRole('textbox', { name: L.firstName }).fill(text(args.firstName));
  if (args.lastName !== undefined)
    await contact.getByRole('textbox', { name: L.lastName }).fill(text(args.lastName));
  await fillForm(ctx, form, choice.kind === 'client' ? choice.client : undefined);
  return submit(ctx, formPage, form, email);
}

export const requestFormSteps: Record<string, UiStep> = {
  'requests.create': { screen: '/createProject: the request form, signed in', run: createSignedIn },
  'requests.createUnauthenticated': {
    screen: '/createProject: e-mail step, the request form, the verification dialog',
    // Always a visitor's tab: the step's caller is nobody.
    run: async (ctx) => createAsVisitor(ctx),
  },
};
