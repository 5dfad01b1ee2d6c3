import { PAGE_HEADING_CLASSES } from '../../../ui/page/PageHeading';
import { domainMessages } from '../../../platform/domain/messages';
import { quotesMessages } from '../messages';
import { useMessages } from '../../../ui/uiLocale';
import { QUOTE_VALIDITY_VALUES } from '../../../platform/domain/quoteLabels';

/** A grey bar standing for a value still on its way; its line keeps the text's own height. */
function Bar({ width }: { width: string }) {
  return <span className={`inline-block h-[0.8em] max-w-full rounded bg-slate-200 align-middle ${width}`} />;
}

const FACT_LABELS = [
  'quote.created',
  'quote.sourceLanguage',
  'quote.targetLanguages',
  'quote.acceptanceStatus',
  'quote.referenceId',
] as const;
/** Most auto quotes have two to four target languages. */
const TARGET_ROWS = 3;

/**
 * The quote card and the answer panel in the shape they will have, with bars for the data: while the
 * quote loads it holds their place, so the page does not move when it arrives (a spinner there let the
 * company address and the footer jump by the card's height, most of all on a phone). The
 * fixed words are the real ones, so lines wrap as they will. Screen readers hear only that it is loading.
 */
export function QuoteSkeleton() {
  const t = useMessages(quotesMessages);
  const tp = useMessages(domainMessages);
  return (
    <>
      <p role="status" className="sr-only">
        {t('quotes.loading')}
      </p>
      <div aria-hidden="true" className="motion-safe:animate-pulse">
        <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <p className={PAGE_HEADING_CLASSES}>{tp('quote.pageTitle')}</p>
            {/* Download PDF: 34 px high with its border, set in the title's 32 px line (see DownloadPdfButton). */}
            <span className="-my-px h-[2.125rem] w-32 rounded-md bg-slate-200" />
          </div>
          <p className="mt-1 text-slate-700">
            <Bar width="w-56" />
          </p>
          <div className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            {FACT_LABELS.map((label) => (
              <div key={label} className="contents">
                <p className="font-medium text-slate-600">{tp(label)}</p>
                <p>
                  <Bar width="w-40" />
                </p>
              </div>
            ))}
          </div>
          <div className="mt-6">
            <p className="text-lg font-semibold text-primary-800">{tp('quote.breakdownTitle')}</p>
            <div className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
              {Array.from({ length: TARGET_ROWS }, (_, row) => (
                <div key={row} className="flex items-center justify-between gap-3 px-4 py-3">
                  <span className="font-medium">
                    <Bar width="w-32" />
                  </span>
                  <span className="text-sm">
                    <Bar width="w-16" />
                  </span>
                </div>
              ))}
            </div>
          </div>
          <p className="mt-6 flex flex-wrap items-baseline justify-between gap-2 border-t border-slate-200 pt-4">
            <span className="text-lg font-semibold text-slate-900">{tp('quote.total')}</span>
            <span className="text-2xl font-bold">
              <Bar width="w-28" />
            </span>
          </p>
          <p className="mt-2 text-sm text-slate-600">
            {tp('quote.validity', QUOTE_VALIDITY_VALUES)} {tp('quote.answerBy')} <Bar width="w-36" />
          </p>
        </div>
        <div className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <p className="text-lg font-semibold text-primary-800">{t('quotes.answerTitle')}</p>
          <div className="mt-3 flex items-start gap-3">
            <span className="mt-1 size-5 shrink-0 rounded border border-slate-300" />
            <span className="text-sm text-slate-800">{tp('quote.agreementLabel')}</span>
          </div>
          <p className="mt-2 ms-8 text-sm font-medium">{t('quotes.openTerms')}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            {/* Accept (36 px) and the outlined Reject (38 px with its border), as Button draws them. */}
            <span className="h-9 rounded-md bg-slate-200 sm:w-24" />
            <span className="h-[2.375rem] rounded-md bg-slate-200 sm:w-24" />
          </div>
        </div>
      </div>
    </>
  );
}
