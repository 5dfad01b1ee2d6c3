import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import type { AutoQuoteSummary } from '../../../platform/flows/autoQuoteSummary';
import { domainMessages } from '../../../platform/domain/messages';
import { useMessages } from '../../../ui/uiLocale';

/**
 * One disclosure per target language: the service, its unit, the pages attributed to it and its cost.
 * Printed, a plain table with the PDF's columns replaces the disclosures, whose details would print collapsed.
 */
export function LanguageBreakdown({ summary }: { summary: AutoQuoteSummary }) {
  const tp = useMessages(domainMessages);
  return (
    <section aria-labelledby="quote-breakdown-title" className="mt-6">
      <h2 id="quote-breakdown-title" className="text-lg font-semibold text-primary-800">
        {tp('quote.breakdownTitle')}
      </h2>
      <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200 print:hidden">
        {summary.targets.map((target, index) => (
          <li key={`${index}-${target.language}`}>
            <Disclosure>
              <DisclosureButton className="group flex w-full items-center justify-between gap-3 px-4 py-3 text-start hover:bg-primary-50">
                <span className="font-medium text-slate-900">{target.language}</span>
                <span className="flex items-center gap-3 text-sm text-slate-700">
                  {target.costText}
                  <span aria-hidden="true" className="transition-transform group-data-open:rotate-180">
                    ▾
                  </span>
                </span>
              </DisclosureButton>
              <DisclosurePanel className="bg-slate-50 px-4 py-3">
                <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
                  <dt className="text-slate-600">{tp('quote.professionalServices')}</dt>
                  <dd>{`${tp('quote.serviceName')} (${summary.source} → ${target.language})`}</dd>
                  <dt className="text-slate-600">{tp('quote.units')}</dt>
                  <dd>{tp('quote.unitName')}</dd>
                  <dt className="text-slate-600">{tp('quote.pages')}</dt>
                  <dd>{target.pagesText}</dd>
                  <dt className="text-slate-600">{tp('quote.rate')}</dt>
                  <dd>{summary.pricePerPageText}</dd>
                  <dt className="text-slate-600">{tp('quote.cost')}</dt>
                  <dd className="font-semibold">{target.costText}</dd>
                </dl>
              </DisclosurePanel>
            </Disclosure>
          </li>
        ))}
      </ul>
      <PrintedBreakdown summary={summary} />
    </section>
  );
}

function PrintedBreakdown({ summary }: { summary: AutoQuoteSummary }) {
  const tp = useMessages(domainMessages);
  const cell = 'border-b border-slate-300 py-1 pe-3';
  return (
    <table className="mt-2 hidden w-full text-start text-sm print:table">
      <thead>
        <tr>
          <th className={cell}>{tp('quote.language')}</th>
          <th className={cell}>{tp('quote.professionalServices')}</th>
          <th className={cell}>{tp('quote.units')}</th>
          <th className={`${cell} text-end`}>{tp('quote.pages')}</th>
          <th className={`${cell} text-end`}>{tp('quote.rate')}</th>
          <th className={`${cell} text-end`}>{tp('quote.cost')}</th>
        </tr>
      </thead>
      <tbody>
        {summary.targets.map((target, index) => (
          <tr key={`${index}-${target.language}`}>
            <td className={cell}>{target.language}</td>
            <td className={cell}>{tp('quote.serviceName')}</td>
            <td className={cell}>{tp('quote.unitName')}</td>
            <td className={`${cell} text-end`}>{target.pagesText}</td>
            <td className={`${cell} text-end`}>{summary.pricePerPageText}</td>
            <td className={`${cell} text-end`}>{target.costText}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
