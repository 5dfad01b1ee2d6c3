import { Link } from 'wouter';
import { buttonClasses } from '../../../ui/Button';
import { usePortalLinks } from '../../../platform/react/links';
import { TEXTS } from '../texts';

type Tone = 'success' | 'neutral' | 'warning';

const TONES: Record<Tone, string> = {
  success: 'border-green-300 bg-green-50',
  neutral: 'border-slate-200 bg-white',
  warning: 'border-secondary-300 bg-secondary-50',
};

/**
 * A confirmation or expiry screen: title, paragraph and the way home under the same branch prefix; with
 * `requestHref`, first the way to ask for a new quote. A screen that replaces the quote after an answer is
 * a page change (useNewPageOn in the page): the shell brings its top into view and focuses its title.
 */
export function ResultScreen({
  title,
  text,
  tone,
  requestHref,
}: {
  title: string;
  text: string;
  tone: Tone;
  /** The request form, where the screen asks the reader for a new request. */
  requestHref?: string;
}) {
  const home = usePortalLinks().home();
  return (
    <section
      aria-labelledby="quote-result-title"
      className={`rounded-lg border p-6 text-center shadow-sm sm:p-10 ${TONES[tone]}`}
    >
      <h1 id="quote-result-title" className="text-2xl font-bold text-primary-800">
        {title}
      </h1>
      <p className="mx-auto mt-4 max-w-prose text-slate-700">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {requestHref ? (
          <Link href={requestHref} className={buttonClasses('primary')}>
            {TEXTS.requestNewQuote}
          </Link>
        ) : null}
        <Link href={home} className={buttonClasses(requestHref ? 'outline' : 'primary')}>
          {TEXTS.returnHome}
        </Link>
      </div>
    </section>
  );
}
