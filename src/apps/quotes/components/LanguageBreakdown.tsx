import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import type { AutoQuoteEstimate } from '../../../platform/domain/autoQuoteEstimate';
import { formatMoney } from '../../../platform/locale/money';
import { formatPages } from '../../../platform/locale/pages';
import { TEXTS } from '../texts';

/** One disclosure per target language: the service, its unit, the pages attributed to it and its cost. */
export function LanguageBreakdown({ estimate }: { estimate: AutoQuoteEstimate }) {
  const money = (amount: number) => formatMoney(amount, estimate.currency);
  return (
    <section aria-labelledby="quote-breakdown-title" className="mt-6">
      <h2 id="quote-breakdown-title" className="text-lg font-semibold text-primary-800">
        {TEXTS.breakdownTitle}
      </h2>
      <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
        {estimate.targets.map((target, index) => (
          <li key={`${index}-${target.name}`}>
            <Disclosure>
              <DisclosureButton className="group flex w-full items-center justify-between gap-3 px-4 py-3 text-left hover:bg-primary-50">
                <span className="font-medium text-slate-900">{target.name}</span>
                <span className="flex items-center gap-3 text-sm text-slate-700">
                  {money(target.cost)}
                  <span aria-hidden="true" className="transition-transform group-data-open:rotate-180">
                    ▾
                  </span>
                </span>
              </DisclosureButton>
              <DisclosurePanel className="bg-slate-50 px-4 py-3">
                <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
                  <dt className="text-slate-600">{TEXTS.professionalServices}</dt>
                  <dd>{`${TEXTS.serviceName} (${estimate.sourceLanguage} → ${target.name})`}</dd>
                  <dt className="text-slate-600">{TEXTS.units}</dt>
                  <dd>{TEXTS.unitName}</dd>
                  <dt className="text-slate-600">{TEXTS.pages}</dt>
                  <dd>{formatPages(target.pages, estimate.currency)}</dd>
                  <dt className="text-slate-600">{TEXTS.rate}</dt>
                  <dd>{money(estimate.pricePerPage)}</dd>
                  <dt className="text-slate-600">{TEXTS.cost}</dt>
                  <dd className="font-semibold">{money(target.cost)}</dd>
                </dl>
              </DisclosurePanel>
            </Disclosure>
          </li>
        ))}
      </ul>
    </section>
  );
}
