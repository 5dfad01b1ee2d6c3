import { startTransition, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { JobRequest } from '../../platform/domain/entities/jobRequest';
import type { Origination } from '../../platform/domain/enums';
import {
  canRenameOrArchive,
  STATUS_GROUPS,
  statusGroupLabel,
  type StatusGroup,
} from '../../platform/domain/jobRequestStatus';
import { REQUEST_LIST_PAGE_SIZE } from '../../platform/domain/limits';
import { requestListKind } from '../../platform/domain/requestStatusLabel';
import { REQUEST_LIST_PAGE_SIZE_KEY } from '../../platform/domain/storageKeys';
import { userFacingMessage } from '../../platform/http/userMessage';
import { useRememberedPageSize } from '../../platform/react/rememberedPageSize';
import { preloadableExport } from '../../platform/react/preloadableExport';
import { usePreloadWhenSettled } from '../../platform/react/preloadWhenSettled';
import { CursorPagination, DEFAULT_PAGE_SIZE_OPTIONS } from '../../ui/CursorPagination';
import { FilterSelect } from '../../ui/FilterSelect';
import { Spinner } from '../../ui/Spinner';
import { DataTable } from '../../ui/table/DataTable';
import { requestColumns } from './requestColumns';
import { useCursorPages } from './useCursorPages';
import { usePrefetchedNextPage, useRequestPage } from './useRequestPage';
import { useMessages, useUiLocale } from '../../ui/uiLocale';
import { requestListMessages } from './messages';

// The rename and archive dialogs (with the form kit and its validation) load only for a list that offers
// them, once the page has settled: the Coupa list never opens them, and a phone's first paint of a list no
// longer waits on form code.
type ManageAction = 'rename' | 'archive';
const RENAME_AND_ARCHIVE: readonly ManageAction[] = ['rename', 'archive'];
const actionsLabel = (request: JobRequest) =>
  requestListMessages.t('requestList.actionsFor', { name: request.name });
const renameDialog = preloadableExport(() => import('./RenameRequestDialog'), 'RenameRequestDialog');
const archiveDialog = preloadableExport(() => import('./ArchiveRequestDialog'), 'ArchiveRequestDialog');

export interface RequestListProps {
  /** Which requests the list shows (MT for file translation, MEDIAAI for media, COUPA and WEBFORM for Coupa). */
  origination: Origination | readonly Origination[];
  /** The host tool's route to a request's detail, branch prefix included. */
  detailHref: (id: string) => string;
  /** Names this list's remembered rows-per-page choice (each list keeps its own). */
  listId: string;
  /** The table's accessible name. */
  caption?: string;
  emptyMessage?: string;
  /**
   * Rename and archive in the row menu (default both). The server archives machine translation and media
   * requests only, so the Coupa list offers view details alone.
   */
  manageActions?: readonly ManageAction[];
  /** "Reuse details": a new request form starting from this one's details (signed-in lists). */
  reuseHref?: (id: string) => string;
}

/**
 * Paging, rows per page and the filter change inside a transition: the table of up to 50 rows re-renders
 * without holding up the paint that answers the click (no interaction may take over 100 ms).
 *
 * The request lists of machine translation (files, media) and Coupa (part 2 §2.7, §4.1): a status-group
 * filter, the table with a spinner on in-progress rows, refreshing every 10 s while any row is in
 * progress, cursor paging with remembered rows per page, and the rename and archive dialogs.
 */
type OpenDialog = { kind: 'rename' | 'archive'; request: JobRequest } | null;

export function RequestList({
  origination,
  detailHref,
  listId,
  caption,
  emptyMessage,
  manageActions = RENAME_AND_ARCHIVE,
  reuseHref,
}: RequestListProps) {
  const t = useMessages(requestListMessages);
  const locale = useUiLocale();
  const tableCaption = caption ?? t('requestList.caption');
  const [, navigate] = useLocation();
  const [groups, setGroups] = useState<StatusGroup[]>([]);
  const [pageSize, setPageSize] = useRememberedPageSize(
    `${REQUEST_LIST_PAGE_SIZE_KEY}.${listId}`,
    DEFAULT_PAGE_SIZE_OPTIONS,
    REQUEST_LIST_PAGE_SIZE,
  );
  const paging = useCursorPages();
  const { reset: resetPaging, previous, next } = paging;
  const { data, error, isLoading, isLagging, onRetry } = useRequestPage({
    origination,
    groups,
    pageSize,
    pageToken: paging.pageToken,
  });
  // An answer's rows render in a deferred pass that React splits into short tasks: arriving as a plain
  // update they were one long task (a page of rows, each with its menu), the page's heading waiting behind
  // it on a phone. Until that pass, the placeholder rows stay.
  const page = useDeferredValue(data);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const closeDialog = () => setDialog(null);
  usePreloadWhenSettled(renameDialog, manageActions.includes('rename'));
  usePreloadWhenSettled(archiveDialog, manageActions.includes('archive'));
  const nextToken = page?.nextPageToken ?? undefined;
  // Asked once the current query's rows are on screen (the deferred pass done). The previous query's
  // page, shown while the new one loads, would ask for a page of neither, beside the one awaited.
  const shown = !isLagging && page === data;
  usePrefetchedNextPage({ origination, groups, pageSize }, shown ? nextToken : undefined);
  // Stable for the table's memoised rows: choosing a filter or a page re-renders the list, not every row.
  const kind = requestListKind(typeof origination === 'string' ? [origination] : origination);
  // The headers are said when the columns are made: made again in another language.
  const columns = useMemo(() => requestColumns(detailHref, kind, locale), [detailHref, kind, locale]);
  // A new function in another language: the memoised rows then take their menus' words anew.
  const rowActions = useMemo(() => {
    void locale;
    return (request: JobRequest) => [
      { label: t('requestList.viewDetails'), onSelect: () => navigate(detailHref(request.id)) },
      ...manageActions.map((action) => ({
        label: action === 'rename' ? t('requestList.rename') : t('requestList.archive'),
        disabled: !canRenameOrArchive(request.status),
        onSelect: () => setDialog({ kind: action, request }),
      })),
      ...(reuseHref
        ? [{ label: t('requestList.reuseDetails'), onSelect: () => navigate(reuseHref(request.id)) }]
        : []),
    ];
  }, [navigate, detailHref, manageActions, reuseHref, t, locale]);
  // Stable, so the memoised filter and pager render again only when what they show changes.
  const onGroupsChange = useCallback(
    (chosen: StatusGroup[]) =>
      startTransition(() => {
        setGroups(chosen);
        resetPaging();
      }),
    [resetPaging],
  );
  const onPageSizeChange = useCallback(
    (size: number) =>
      startTransition(() => {
        setPageSize(size);
        resetPaging();
      }),
    [setPageSize, resetPaging],
  );
  const onPrevious = useCallback(() => startTransition(previous), [previous]);
  const onNext = useCallback(() => nextToken && startTransition(() => next(nextToken)), [next, nextToken]);

  return (
    // Not a landmark of its own: the host page's section names the list (a second region of the same name
    // inside it was axe's landmark-unique), and the table carries the caption.
    <div className="space-y-3">
      <FilterSelect
        label={t('requestList.status')}
        options={STATUS_GROUPS}
        optionLabel={statusGroupLabel}
        value={groups}
        onChange={onGroupsChange}
      />
      <DataTable<JobRequest>
        caption={tableCaption}
        columns={columns}
        rows={page?.items}
        rowKey={(request) => request.id}
        loading={isLoading || (!!data && !page)}
        error={error ? userFacingMessage(error) : undefined}
        onRetry={onRetry}
        emptyMessage={emptyMessage ?? t('requestList.empty')}
        placeholderRows={pageSize}
        // A page holds at most 50 rows and every one of them shows: in a box of 70 % of the window's height
        // the last rows of a page of 10 hid below an inner scroll (9 showed at 1440 × 900).
        maxHeight="none"
        rowActionsLabel={actionsLabel}
        rowActions={rowActions}
      />
      {/* The pager comes with the first answer: placed under the loading rows, it would jump down when rows of
          another height replace them (a layout shift on a phone). */}
      {page || error ? (
        <CursorPagination
          page={paging.page}
          hasPrevious={paging.page > 1}
          hasNext={!!nextToken}
          onPrevious={onPrevious}
          onNext={onNext}
          pageSize={pageSize}
          onPageSizeChange={onPageSizeChange}
          busy={isLoading}
          label={t('requestList.pages', { caption: tableCaption })}
        />
      ) : null}
      {/* Mounted per request, so a dialog never shows the previous request's name or error. */}
      {/* Opened before its idle fetch has finished (a slow network), the dialog says it is on its way. */}
      <Suspense fallback={<Spinner label={t('requestList.opening')} />}>
        {dialog?.kind === 'rename' ? (
          <renameDialog.Component key={dialog.request.id} request={dialog.request} onClose={closeDialog} />
        ) : null}
        {dialog?.kind === 'archive' ? (
          <archiveDialog.Component key={dialog.request.id} request={dialog.request} onClose={closeDialog} />
        ) : null}
      </Suspense>
    </div>
  );
}
