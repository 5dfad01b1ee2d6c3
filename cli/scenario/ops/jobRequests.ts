// jobRequests.*: the lists and row actions, waiting on a status and the zip of translated files.
import { getFileDownloadUrl } from '../../../src/platform/api/jobRequestFiles';
import {
  archiveJobRequest,
  getJobRequest,
  listJobRequests,
  renameJobRequest,
} from '../../../src/platform/api/jobRequests';
import type { JobRequestStatus, Origination } from '../../../src/platform/domain/enums';
import { statusesForGroups, STATUS_GROUPS } from '../../../src/platform/domain/jobRequestStatus';
import { jobRequestPages } from '../../../src/platform/flows/listJobRequests';
import { waitForStatus } from '../../../src/platform/flows/waitForStatus';
import { downloadZip } from '../../../src/platform/flows/zipDownload';
import { durationMs } from '../duration';
import { optionalText, required, text, textList, type Operation } from '../operation';

// Flows that bring validation (yup) or dates (moment) are imported when a step calls them: a run that does
// not use them does not load them.
const actions = () => import('../../../src/platform/flows/requestActions');

/** Group labels become their statuses; statuses pass through. */
function statuses(value: unknown): JobRequestStatus[] {
  return textList(value).flatMap((s) =>
    (STATUS_GROUPS as readonly string[]).includes(s) ? statusesForGroups([s]) : [s as JobRequestStatus],
  );
}

const listArgs = {
  origination: { type: 'any' },
  status: { type: 'any' },
  pageSize: { type: 'number' },
  pageToken: { type: 'string' },
} as const;
const queryOf = (args: Record<string, unknown>) => ({
  origination: textList(args.origination) as Origination[],
  status: statuses(args.status),
  pageSize: args.pageSize as number | undefined,
  pageToken: optionalText(args.pageToken),
});
const id = { id: { type: 'string', ...required } } as const;

export const jobRequestOperations: Record<string, Operation> = {
  'jobRequests.list': { args: listArgs, run: ({ http, args }) => listJobRequests(http, queryOf(args)) },
  'jobRequests.listAll': {
    args: listArgs,
    run: async ({ http, args }) => {
      const items = [];
      let pages = 0;
      for await (const page of jobRequestPages(http, queryOf(args))) {
        items.push(...page.items);
        pages += 1;
      }
      return { items, pages };
    },
  },
  'jobRequests.get': { args: id, run: ({ http, args }) => getJobRequest(http, text(args.id)) },
  // The list's row actions, with their status rules...
  'jobRequests.rename': {
    args: { ...id, name: { type: 'string', ...required } },
    run: async ({ http, args }) => ({
      name: await (await actions()).renameRequestFlow(http, text(args.id), text(args.name)),
    }),
  },
  'jobRequests.archive': {
    args: id,
    run: async ({ http, args }) => (await actions()).archiveRequestFlow(http, text(args.id)),
  },
  // ...and the bare calls, to see what the server answers when the rules are bypassed.
  'jobRequests.renameCall': {
    args: { ...id, name: { type: 'string', ...required } },
    run: ({ http, args }) => renameJobRequest(http, text(args.id), text(args.name)),
  },
  'jobRequests.archiveCall': { args: id, run: ({ http, args }) => archiveJobRequest(http, text(args.id)) },
  'jobRequests.acceptQuote': {
    args: id,
    run: async ({ http, args }) => (await actions()).acceptQuoteFlow(http, text(args.id)),
  },
  'jobRequests.rejectQuote': {
    args: { ...id, reason: { type: 'string' } },
    run: async ({ http, args }) => ({
      rejectionReason:
        (await (await actions()).rejectQuoteFlow(http, text(args.id), optionalText(args.reason))) ?? null,
    }),
  },
  'jobRequests.wait': {
    args: {
      ...id,
      until: { type: 'string', ...required },
      timeout: { type: 'any' },
      interval: { type: 'any' },
    },
    run: ({ http, args, world }) =>
      waitForStatus(http, text(args.id), text(args.until), {
        clock: world.clock,
        timeoutMs: durationMs(args.timeout) ?? 600_000,
        intervalMs: durationMs(args.interval),
      }),
  },
  'jobRequests.downloadUrl': {
    args: { ...id, fileKey: { type: 'string', ...required } },
    run: ({ http, args }) => getFileDownloadUrl(http, text(args.id), text(args.fileKey)),
  },
  'jobRequests.downloadZip': {
    args: { ...id, zipFileName: { type: 'string' } },
    run: async ({ http, args, world }) => ({
      downloadUrl: await downloadZip(http, text(args.id), {
        zipFileName: optionalText(args.zipFileName),
        clock: world.clock,
        timeoutMs: 600_000,
      }),
    }),
  },
};
