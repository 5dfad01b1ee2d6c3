// jobRequests.rename / archive: the row menu of AI Translation's "Your requests" list (part 2 §2.7, §5),
// the one list both machine-translation file requests and the scenarios' ids live in.
import type { Locator, Page } from 'playwright-core';
import type { JobRequest } from '../../../../src/platform/domain/entities/jobRequest';
import { statusRefusal } from '../../../../src/platform/flows/requestActions';
import { waitForStatus } from '../../../../src/platform/flows/waitForStatus';
import type { HttpClient } from '../../../../src/platform/http/client';
import { durationMs } from '../../duration';
import { text } from '../../operation';
import type { ApiCall, ApiCalls, PageCalls } from '../apiCalls';
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

const LIST_CALL = /^\/jobRequests(\?|$)/;

/**
 * Pages through the list until the request's row shows; returns it with the request as the list loaded it,
 * and the calls of the list page (the row's action is read from them).
 */
async function findRow(
  page: Page,
  calls: PageCalls,
  id: string,
): Promise<{ row: Locator; request: JobRequest; list: ApiCalls }> {
  const L = LIST_LABELS;
  const list = await calls.open(L.path);
  const table = page.getByRole('table', { name: L.table });
  // The rows are those of the newest answer for the page shown (the list polls while a request is in
  // progress, and asks for the page after it ahead of a click on Next): pages are told apart by cursor.
  const pageOf = (token: string | undefined) => ({
    latest: true,
    where: (c: ApiCall) => (c.query.get('pageToken') ?? undefined) === token,
  });
  let call = await list.waitFor('GET', LIST_CALL, pageOf(undefined));
  for (let pages = 1; ; pages += 1) {
    const items = ((await call.responseBody()) as { items?: JobRequest[] } | undefined)?.items ?? [];
    const request = items.find((item) => item.id === id);
    if (request) {
      const row = table
        .getByRole('row')
        .filter({ has: page.locator(`a[href$="/${encodeURIComponent(id)}"]`) });
      await row.waitFor();
      return { row, request, list };
    }
    // The pager is read for the page this answer filled, not the one before it: wait for its last row.
    const last = items.at(-1);
    if (last)
      await table
        .locator(`a[href$="/${encodeURIComponent(last.id)}"]`)
        .first()
        .waitFor();
    const next = page.getByRole('button', { name: L.next, exact: true });
    if (pages >= 20 || !(await next.isEnabled()))
      throw new UiError([`No request ${id} in ${L.table}.`], call.status);
    // The page Next shows: the answer for the cursor this page gave (perhaps asked for before the click).
    const token =
      ((await call.responseBody()) as { nextPageToken?: string } | undefined)?.nextPageToken ?? undefined;
    await next.click();
    call = await list.waitFor('GET', LIST_CALL, pageOf(token));
  }
}

/**
 * Opens the row menu and picks the action; answers with the list page's calls (the action's call is read
 * there). A disabled action is the list's refusal of the request's status: the same fault as the flow's
 * check, so the flow's words.
 */
async function pick(ctx: UiStepContext, action: 'rename' | 'archive'): Promise<ApiCalls> {
  const { page, calls, args } = ctx;
  const id = text(args.id);
  const { row, request, list } = await findRow(page, calls, id);
  await row.getByRole('button', { name: LIST_LABELS.actions(request.name) }).click();
  const item = page.getByRole('menuitem', { name: LIST_LABELS[action], exact: true });
  if (
    (await item.getAttribute('aria-disabled')) === 'true' ||
    (await item.getAttribute('data-disabled')) !== null
  ) {
    await page.keyboard.press('Escape');
    throw new UiError([statusRefusal(action, id, request.status)]);
  }
  await item.click();
  return list;
}

/** A request's page: its heading is its name; the answer is the request as the page loaded it. */
async function openRequest({ page, calls, args }: UiStepContext) {
  const id = text(args.id);
  const requestPage = await calls.open(`${LIST_LABELS.path}/${encodeURIComponent(id)}`);
  // The page's first read is the API driver's one call (the page polls a request in progress).
  const call = await requestPage.waitFor('GET', new RegExp(`^/jobRequests/${id}$`));
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
      const list = await pick(ctx, 'rename');
      const { page, args } = ctx;
      const dialog = page.getByRole('dialog', { name: LIST_LABELS.renameDialog });
      await dialog.getByRole('textbox', { name: LIST_LABELS.name }).fill(text(args.name));
      await dialog.getByRole('button', { name: LIST_LABELS.rename, exact: true }).click();
      await settleClosed(page, dialog, list);
      const sent = list.last('POST', /\/actions\/renameJobRequest$/)?.requestBody() as
        { newName?: unknown } | undefined;
      return { name: sent?.newName };
    },
  },
  'jobRequests.archive': {
    screen: 'AI Translation, Your requests: row menu, Archive',
    run: async (ctx) => {
      const list = await pick(ctx, 'archive');
      const { page } = ctx;
      const dialog = page.getByRole('dialog', { name: LIST_LABELS.archiveDialog });
      await dialog.getByRole('button', { name: LIST_LABELS.archive, exact: true }).click();
      await settleClosed(page, dialog, list);
      return undefined;
    },
  },
};
