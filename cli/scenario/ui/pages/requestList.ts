// jobRequests.rename / archive: the row menu of AI Translation's "Your requests" list (part 2 §2.7, §5),
// the one list both machine-translation file requests and the scenarios' ids live in.
import type { Locator, Page } from 'playwright-core';
import type { JobRequest } from '../../../../src/platform/domain/entities/jobRequest';
import { statusRefusal } from '../../../../src/platform/flows/requestActions';
import { waitForStatus } from '../../../../src/platform/flows/waitForStatus';
import type { HttpClient } from '../../../../src/platform/http/client';
import { durationMs } from '../../duration';
import { text } from '../../operation';
import type { ApiCalls } from '../apiCalls';
import { settleClosed } from '../pageState';
import { UiError, type UiStep, type UiStepContext } from '../uiStep';

export const LIST_LABELS = {
  path: '/machineTranslation/fileTranslation',
  table: 'Your requests',
  actions: (name: string) => `Actions for ${name}`,
  rename: 'Rename',
  archive: 'Archive',
  renameDialog: 'Rename request',
  name: 'Name',
  archiveDialog: 'Archive request',
  next: 'Next',
};

/** Pages through the list until the request's row shows; returns it with the request as the list loaded it. */
async function findRow(page: Page, calls: ApiCalls, id: string): Promise<{ row: Locator; request: JobRequest }> {
  const L = LIST_LABELS;
  const from = calls.count();
  await page.goto(L.path);
  const table = page.getByRole('table', { name: L.table });
  let call = await calls.waitFor('GET', /^\/jobRequests(\?|$)/, { from });
  for (let pages = 1; ; pages += 1) {
    const items = ((await call.responseBody()) as { items?: JobRequest[] } | undefined)?.items ?? [];
    const request = items.find((item) => item.id === id);
    if (request) {
      const row = table.getByRole('row').filter({ has: page.locator(`a[href$="/${encodeURIComponent(id)}"]`) });
      await row.waitFor();
      return { row, request };
    }
    // The pager is read for the page this answer filled, not the one before it: wait for its last row.
    const last = items.at(-1);
    if (last) await table.locator(`a[href$="/${encodeURIComponent(last.id)}"]`).first().waitFor();
    const next = page.getByRole('button', { name: L.next, exact: true });
    if (pages >= 20 || !(await next.isEnabled())) throw new UiError([`No request ${id} in ${L.table}.`], call.status);
    const before = calls.count();
    await next.click();
    call = await calls.waitFor('GET', /^\/jobRequests(\?|$)/, { from: before });
  }
}

/**
 * Opens the row menu and picks the action. A disabled action is the list's refusal of the request's status:
 * the same fault as the flow's check, so the flow's words.
 */
async function pick(ctx: UiStepContext, action: 'rename' | 'archive'): Promise<JobRequest> {
  const { page, calls, args } = ctx;
  const id = text(args.id);
  const { row, request } = await findRow(page, calls, id);
  await row.getByRole('button', { name: LIST_LABELS.actions(request.name) }).click();
  const item = page.getByRole('menuitem', { name: LIST_LABELS[action], exact: true });
  if ((await item.getAttribute('aria-disabled')) === 'true' || (await item.getAttribute('data-disabled')) !== null) {
    await page.keyboard.press('Escape');
    throw new UiError([statusRefusal(action, id, request.status)]);
  }
  await item.click();
  return request;
}

/** A request's page: its heading is its name; the answer is the request as the page loaded it. */
async function openRequest({ page, calls, args }: UiStepContext) {
  const id = text(args.id);
  const from = calls.count();
  await page.goto(`${LIST_LABELS.path}/${encodeURIComponent(id)}`);
  const call = await calls.waitFor('GET', new RegExp(`^/jobRequests/${id}$`), { from });
  const body = await call.responseBody();
  if (call.status >= 400) {
    await page.getByRole('main').getByRole('alert').first().waitFor();
    throw new UiError(await page.getByRole('main').getByRole('alert').allTextContents(), call.status, body);
  }
  await page.getByRole('heading', { name: (body as JobRequest).name, exact: true }).waitFor();
  return body;
}

export const requestListSteps: Record<string, UiStep> = {
  'jobRequests.get': { screen: "AI Translation, a request's page", run: openRequest },
  'jobRequests.wait': {
    screen: "AI Translation, a request's page, opened again as the fixture clock moves",
    // The platform's wait (its status groups, final states and deadline), each poll being the page opened anew.
    run: (ctx) => {
      const { args, world } = ctx;
      const pagePoll = { get: () => openRequest(ctx) } as unknown as HttpClient;
      return waitForStatus(pagePoll, text(args.id), text(args.until), {
        clock: world.clock,
        timeoutMs: durationMs(args.timeout) ?? 600_000,
        intervalMs: durationMs(args.interval),
      });
    },
  },
  'jobRequests.rename': {
    screen: 'AI Translation, Your requests: row menu, Rename',
    run: async (ctx) => {
      await pick(ctx, 'rename');
      const { page, calls, args } = ctx;
      const dialog = page.getByRole('dialog', { name: LIST_LABELS.renameDialog });
      await dialog.getByRole('textbox', { name: LIST_LABELS.name }).fill(text(args.name));
      await dialog.getByRole('button', { name: LIST_LABELS.rename, exact: true }).click();
      await settleClosed(page, dialog, calls);
      const sent = calls.last('POST', /\/actions\/renameJobRequest$/)?.requestBody() as { newName?: unknown } | undefined;
      return { name: sent?.newName };
    },
  },
  'jobRequests.archive': {
    screen: 'AI Translation, Your requests: row menu, Archive',
    run: async (ctx) => {
      await pick(ctx, 'archive');
      const { page, calls } = ctx;
      const dialog = page.getByRole('dialog', { name: LIST_LABELS.archiveDialog });
      await dialog.getByRole('button', { name: LIST_LABELS.archive, exact: true }).click();
      await settleClosed(page, dialog, calls);
      return undefined;
    },
  },
};
