// The reports list (part 2 §2.5): grouped by type PROJECT, QUOTE, TASK, CLIENT_CONTACT; each report a link
// with its name and description.
import { Link } from 'wouter';
import { groupReports } from '../../../platform/domain/reports';
import { ErrorMessage } from '../../../platform/react/ErrorMessage';
import { retryOf } from '../../../platform/react/retryLoad';
import { usePageTitle } from '../../../platform/react/pageTitle';
import { useReports } from '../../../platform/react/queries/reports';
import { useMessages } from '../../../ui/uiLocale';
import { Breadcrumbs } from '../../../ui/Breadcrumbs';
import { Page } from '../../../ui/page/Page';
import { LoadingBlock } from '../../../ui/Spinner';
import { reportsMessages } from '../messages';

export function ReportListPage({
  title,
  homeHref,
  detailHref,
}: {
  /** The tool's name, as the shell names it. */
  title: string;
  homeHref: string;
  detailHref: (reportId: string) => string;
}) {
  // A change of language renders the list again, and the groups' headings are read anew with it.
  const t = useMessages(reportsMessages);
  usePageTitle(title);
  const reports = useReports();
  const groups = reports.data ? groupReports(reports.data) : undefined;
  return (
    <Page
      breadcrumbs={
        <Breadcrumbs items={[{ label: t('reports.home'), href: homeHref }, { label: title }]} link={Link} />
      }
      title={title}
    >
      {reports.error ? <ErrorMessage error={reports.error} onRetry={retryOf(reports)} /> : null}
      {!groups && !reports.error ? <LoadingBlock label={t('reports.loadingList')} /> : null}
      {groups && groups.length === 0 ? <p className="text-slate-700">{t('reports.empty')}</p> : null}
      {groups?.map((group) => (
        <section key={group.type} aria-labelledby={`reports-${group.type}`} className="space-y-3">
          <h2 id={`reports-${group.type}`} className="text-lg font-semibold text-slate-900">
            {group.heading}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {group.reports.map((report) => (
              <li key={report.id}>
                <Link
                  href={detailHref(report.id)}
                  className="focus-visible:outline-primary-600 hover:border-primary-400 block h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm focus-visible:outline-2"
                >
                  <span className="text-primary-800 block font-medium">{report.name}</span>
                  {report.description ? (
                    <span className="mt-1 block text-sm text-slate-700">{report.description}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Page>
  );
}
