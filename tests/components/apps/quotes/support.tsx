// Shared fixtures of the quote tool's component tests: quote builders, MSW handlers that record what the
// page sends, and a render helper that mounts the tool the way the shell does (lazy root, own store).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { SWRConfig } from 'swr';
import QuotesTool from '../../../../src/apps/quotes/QuotesTool';
import type { AutoQuote, AutoQuoteResponse } from '../../../../src/platform/domain/entities/autoQuote';
import { createHttpClient } from '../../../../src/platform/http/client';
import { httpClientAtom, platformStore } from '../../../../src/platform/react/platformStore';
// Renamed on import: it registers vitest hooks, not React ones, and the react-hooks lint rule that covers
// component tests would otherwise flag its top-level call.
import { useMswServer as startMswServer } from '../../../support/msw';

/** One MSW server per test file; unhandled requests fail the test. */
export const quoteServer = () => startMswServer();

export const API = 'http://api.test/api/v1';
const DAY = 24 * 60 * 60 * 1000;

type QuoteOverrides = Omit<Partial<AutoQuoteResponse>, 'autoQuote'> & { autoQuote?: Partial<AutoQuote> };

export function quote(overrides: QuoteOverrides = {}): AutoQuoteResponse {
  const { autoQuote, ...rest } = overrides;
  return {
    status: 'QUOTE_READY_FOR_CLIENT_REVIEW',
    name: 'Product brochure 2025',
    sourceLanguage: { name: 'English (US)' },
    targetLanguages: [{ name: 'Spanish' }, { name: 'German' }, { name: 'French' }],
    externalReferenceId: 'REF-2025-0042',
    ...rest,
    autoQuote: {
      acceptanceStatus: null,
      acceptanceDeadline: new Date(Date.now() + 20 * DAY).toISOString(),
      creationDate: '2025-03-05T14:07:09Z',
      pricePerPage: 12.5,
      price: 125,
      currency: 'USD',
      totalPages: 10,
      ...autoQuote,
    },
  };
}

export const pastDeadline = () => new Date(Date.now() - DAY).toISOString();

export const COUNTRIES = [
  { id: 227, name: 'United States' },
  { id: 38, name: 'Canada' },
  { id: 226, name: 'United Kingdom' },
  { id: 73, name: 'France' },
];
export const PROVINCES = [
  { id: 1033, name: 'New York', countryId: 227 },
  { id: 1005, name: 'California', countryId: 227 },
  { id: 2001, name: 'England', countryId: 226 },
  { id: 2003, name: 'Scotland', countryId: 226 },
  { id: 3009, name: 'Ontario', countryId: 38 },
];

export const getQuote = (id: string, body: JsonBodyType, status = 200) =>
  http.get(`${API}/autoQuotes/${id}`, () => HttpResponse.json(body, { status }));

export const referenceData = [
  http.get(`${API}/countries`, () => HttpResponse.json(COUNTRIES)),
  http.get(`${API}/provinces`, () => HttpResponse.json(PROVINCES)),
];

/** A POST handler for an answer action that records each body and replies with the queued statuses. */
export function answerAction(
  id: string,
  action: 'acceptAutoQuote' | 'rejectAutoQuote',
  statuses: number[] = [200],
) {
  const bodies: unknown[] = [];
  const handler = http.post(`${API}/jobRequests/${id}/actions/${action}`, async ({ request }) => {
    bodies.push(await request.json());
    const status = statuses[Math.min(bodies.length - 1, statuses.length - 1)];
    if (status === 200) return new HttpResponse(null, { status: 204 });
    return HttpResponse.json({ message: `Server says ${status}` }, { status });
  });
  return { handler, bodies };
}

/** Mounts the tool as the shell would (at its deep link, with the branch prefix), with a fresh data cache. */
export function renderQuote(id: string, basePath = '') {
  window.history.replaceState(null, '', `${basePath}/quotes/${id}`);
  platformStore.set(httpClientAtom, createHttpClient({ baseUrl: API }));
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <QuotesTool params={{ jobRequestId: id }} basePath={basePath} />
    </SWRConfig>,
  );
}

/** Opens the payment dialog of a fresh answerable quote, recording what accept sends. */
export async function openPayment(
  server: ReturnType<typeof quoteServer>,
  id: string,
  statuses?: number[],
  basePath = '',
) {
  const user = userEvent.setup();
  const accept = answerAction(id, 'acceptAutoQuote', statuses);
  server.use(getQuote(id, quote()), ...referenceData, accept.handler);
  renderQuote(id, basePath);
  await user.click(await screen.findByRole('checkbox', { name: /agree to the Terms/ }));
  await user.click(screen.getByRole('button', { name: 'Accept' }));
  const dialog = await screen.findByRole('dialog', { name: 'How would you like to pay?' });
  return { user, dialog, bodies: accept.bodies };
}

export const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByLabelText(new RegExp(`^${name}`));
export const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Accept quote' });
/** The message a control points at (aria-describedby), if any. */
export const errorOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;
