// The quote tool's component tests run on the shared harness (tests/support/renderTool.tsx): the tool
// mounted through the shell's ToolHost at its deep link, against the real fixture backend's seeded quotes
// (fixtures/data/autoQuotes.ts). What the page sent is read from the backend's journal.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { manifest } from '../../../../src/apps/quotes/manifest';
import type { StoredJobRequest } from '../../../../fixtures/db/records';
import type { FixtureState } from '../../../../fixtures/db/state';
import { currentBackend } from '../../../support/fixtureServer';
import { renderTool } from '../../../support/renderTool';

/** Seeded quotes, one per screen. */
export const READY = 'aq-ready';

/** Opens a quote's deep link (e.g. basePath '/uk') as a visitor who followed the e-mailed link. */
export const openQuote = (id: string, basePath = '') => renderTool(manifest, `${basePath}/quotes/${id}`);

/** The seeded record behind a quote, as the backend holds it. */
export function storedQuote(id: string): StoredJobRequest {
  const job = currentBackend().ctx.state.jobRequests.find((candidate) => candidate.id === id);
  if (!job) throw new Error(`No seeded job request ${id}`);
  return job;
}

/** Changes a seeded quote in the backend's state (the fixtures' own state control), before or during a test. */
export function editQuote(id: string, change: (job: StoredJobRequest, state: FixtureState) => void): void {
  const backend = currentBackend();
  const state = backend.exportState();
  const job = state.jobRequests.find((candidate) => candidate.id === id);
  if (!job) throw new Error(`No seeded job request ${id}`);
  change(job, state);
  backend.importState(state);
}

/** The bodies of the answers the page sent for a quote, in order. */
export function answersSent(id: string, action: 'acceptAutoQuote' | 'rejectAutoQuote'): unknown[] {
  return currentBackend()
    .journal()
    .filter((entry) => entry.method === 'POST' && entry.path.endsWith(`/jobRequests/${id}/actions/${action}`))
    .map((entry) => entry.body);
}

/** The seeded languages of these names, as a job request lists them. */
export const languagesNamed = (state: FixtureState, ...names: string[]) =>
  names.map((name) => {
    const language = state.languages.find((candidate) => candidate.name === name);
    if (!language) throw new Error(`No seeded language ${name}`);
    return language;
  });

/** An answer the seed never gives (a state between the seeded ones): a server.use() override. */
export const quoteAnswer = (id: string, body: object) =>
  http.get(`*/api/v1/autoQuotes/${id}`, () => HttpResponse.json(body));

/** Opens the payment dialog of an answerable quote. */
export async function openPayment(id = READY, basePath = '') {
  const view = await openQuote(id, basePath);
  await view.user.click(await screen.findByRole('checkbox', { name: /agree to the Terms/ }));
  await view.user.click(screen.getByRole('button', { name: 'Accept' }));
  const dialog = await screen.findByRole('dialog', { name: 'How would you like to pay?' });
  return { ...view, dialog };
}

export const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByLabelText(new RegExp(`^${name}`));
export const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Accept quote' });
/** The message a control points at (aria-describedby), if any. */
export const errorOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;
type User = Awaited<ReturnType<typeof openPayment>>['user'];

/** The texts of a country or state picker's options, in order (the list is opened, then closed). */
export async function optionTexts(user: User, dialog: HTMLElement, name: string): Promise<(string | null)[]> {
  await user.click(within(dialog).getByRole('button', { name: `Show options for ${name}` }));
  const texts = (await screen.findAllByRole('option')).map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return texts;
}

/** Picks a country or state by name from its picker's list. */
export async function pick(user: User, dialog: HTMLElement, name: string, option: string): Promise<void> {
  await user.click(within(dialog).getByRole('button', { name: `Show options for ${name}` }));
  await user.click(await screen.findByRole('option', { name: option }));
}
