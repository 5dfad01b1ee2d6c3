// The AI Translation page (part 2 §2.6–§2.7): tabs from the client's settings, each tab a route, so a deep
// link opens its tab and switching navigates. The bare page path goes to the first enabled tab. A tab's page
// is headed and titled by its kind of translation, a request's page by the request (FileRequestPage, MediaRequestPage).
import { Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { Redirect, useLocation } from 'wouter';
import { usePageTitle } from '../../platform/react/pageTitle';
import { preloadableExport } from '../../platform/react/preloadableExport';
import { usePortalLinks } from '../../platform/react/links';
import type { ToolPropsOf } from '../../platform/react/toolManifest';
import { useMtSettings } from '../../platform/react/queries/machineTranslation';
import { ErrorMessage } from '../../platform/react/ErrorMessage';
import { retryOf } from '../../platform/react/retryLoad';
import { Alert } from '../../ui/Alert';
import { Page } from '../../ui/page/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { useMessages } from '../../ui/uiLocale';
import type { manifest } from './manifest';
import { mtMessages } from './messages';
import { enabledMtTabs, type MtTabId } from './mtTabs';

// Each tab is its own chunk: the Text tab needs none of the file list, upload and detail code.
const TAB_CHUNKS = {
  text: preloadableExport(() => import('./text/TextTranslation'), 'TextTranslation'),
  media: preloadableExport(() => import('./media/MediaTranslation'), 'MediaTranslation'),
  files: preloadableExport(() => import('./files/FileTranslation'), 'FileTranslation'),
} satisfies Record<MtTabId, { preload: () => Promise<unknown> }>;

/**
 * The tab's chunk, asked for while the settings load rather than once they have arrived: the tab of the
 * route, or on the tabs page the Text tab, the first one unless the settings hide it.
 */
function usePreloadedTab(route: string) {
  useEffect(() => {
    const tab = route === 'tabs' ? 'text' : route;
    if (tab in TAB_CHUNKS) void TAB_CHUNKS[tab as MtTabId].preload().catch(() => undefined);
  }, [route]);
}

export default function MachineTranslationRoot({ route, params, href, title }: ToolPropsOf<typeof manifest>) {
  usePreloadedTab(route);
  // The settings' answer and a change of route (the redirect to the first tab, a tab chosen) are updates of
  // stores (SWR's, the router's) that render at once, in one task. The page they bring renders from deferred
  // copies instead, in slices that yield to the browser, and only its commit is one task: on a phone the
  // render and commit of the page after the redirect was one long task that blocked input.
  const shown = useDeferredValue(
    useMemo(() => ({ route, jobRequestId: params.jobRequestId }), [route, params.jobRequestId]),
  );
  const t = useMessages(mtMessages);
  const settings = useMtSettings();
  const data = useDeferredValue(settings.data);
  const [, navigate] = useLocation();
  const tabs = data ? enabledMtTabs(data) : [];
  const selected = tabs.find((tab) => tab.id === shown.route);
  const selectedTitle = selected ? t(selected.title) : undefined;
  const onRequestPage = !!shown.jobRequestId;
  usePageTitle(onRequestPage ? undefined : selectedTitle, title);
  if (settings.error) return <ErrorMessage error={settings.error} onRetry={retryOf(settings)} />;
  if (!data) return <LoadingBlock />;
  const first = tabs[0];
  if (!first) return <Alert kind="info">{t('machineTranslation.notEnabled')}</Alert>;
  // The tabs page itself, or a tab the settings hide: the first enabled tab.
  if (!selected) return <Redirect to={href(first.id)} replace />;
  return (
    // The tool's name above the page's own title: the tab, or on a request's page the request (its h1 is
    // the request's header, below).
    <Page eyebrow={title} title={onRequestPage ? undefined : selectedTitle}>
      <Tabs
        label={t('machineTranslation.tabs.label')}
        tabs={tabs.map((tab) => ({ id: tab.id, label: t(tab.label) }))}
        selected={selected.id}
        onChange={(id) => navigate(href(id))}
      >
        <Suspense fallback={<LoadingBlock />}>
          <TabContent
            tab={selected.id}
            settings={data}
            jobRequestId={shown.jobRequestId}
            href={href}
            toolTitle={title}
          />
        </Suspense>
      </Tabs>
    </Page>
  );
}

function TabContent({
  tab,
  settings,
  jobRequestId,
  href,
  toolTitle,
}: {
  tab: MtTabId;
  toolTitle: string;
  settings: NonNullable<ReturnType<typeof useMtSettings>['data']>;
  jobRequestId?: string;
  href: ToolPropsOf<typeof manifest>['href'];
}) {
  const links = usePortalLinks();
  if (tab === 'text') return <TAB_CHUNKS.text.Component settings={settings} />;
  // Reuse details opens Create request (another tool) with this request's details.
  const reuseHref = (id: string) => links.createRequest({ reuse: id });
  if (tab === 'files')
    return (
      <TAB_CHUNKS.files.Component
        settings={settings}
        jobRequestId={jobRequestId}
        href={href}
        reuseHref={reuseHref}
        toolTitle={toolTitle}
      />
    );
  return (
    <TAB_CHUNKS.media.Component
      settings={settings}
      jobRequestId={jobRequestId}
      href={href}
      toolTitle={toolTitle}
    />
  );
}
