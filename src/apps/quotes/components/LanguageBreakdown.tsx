import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import type { AutoQuoteSummary } from '../../../platform/flows/autoQuoteSummary';
import { TEXTS } from '../texts';

/**
 * One disclosure per target language: the service, its unit, the pages attributed to it and its cost.
 * Printed, a plain table with the PDF's columns replaces the disclosures, whose details would print collapsed.
 */
export function LanguageBreakdown({ summary }: { summary: AutoQuoteSummary }) {
  return (
    <section aria-labelledby="quote-breakdown-title" className="mt-6">
      <h2 id="quote-breakdown-title" className="text-lg font-semibold text-primary-800">
        {TEXTS.breakdownTitle}
      </h2>
      <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200 print:hidden">
        {summary.targets.map((target, index) => (
          <li key={`${index}-${target.language}`}>
            <Disclosure>
              <DisclosureButton className="group flex w-full items-center justify-between gap-3 px-4 py-3 text-left hover:bg-primary-50">
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
                  <dt className="text-slate-600">{TEXTS.professionalServices}</dt>
                  <dd>{`${TEXTS.serviceName} (${summary.source} → ${target.language})`}</dd>
                  <dt className="text-slate-600">{TEXTS.units}</dt>
                  <dd>{TEXTS.unitName}</dd>
                  <dt className="text-slate-600">{TEXTS.pages}</dt>
                  <dd>{target.pagesText}</dd>
                  <dt className="text-slate-600">{TEXTS.rate}</dt>
                  <dd>{summary.pricePerPageText}</dd>
                  <dt className="text-slate-600">{TEXTS.cost}</dt>
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
  const cell = 'border-b border-slate-300 py-1 pr-3';
  return (
    <table className="mt-2 hidden w-full text-left text-sm print:table">
      <thead>
        <tr>
          <th className={cell}>{TEXTS.language}</th>
          <th className={cell}>{TEXTS.professionalServices}</th>
          <th className={cell}>{TEXTS.units}</th>
          <th className={`${cell} text-right`}>{TEXTS.pages}</th>
          <th className={`${cell} text-right`}>{TEXTS.rate}</th>
          <th className={`${cell} text-right`}>{TEXTS.cost}</th>
        </tr>
      </thead>
      <tbody>
        {summary.targets.map((target, index) => (
          <tr key={`${index}-${target.language}`}>
            <td className={cell}>{target.language}</td>
            <td className={cell}>{TEXTS.serviceName}</td>
            <td className={cell}>{TEXTS.unitName}</td>
            <td className={`${cell} text-right`}>{target.pagesText}</td>
            <td className={`${cell} text-right`}>{summary.pricePerPageText}</td>
            <td className={`${cell} text-right`}>{target.costText}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
