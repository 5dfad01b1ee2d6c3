import { Link } from 'wouter';
import { buttonClasses } from '../../../ui/Button';
import { usePortalLinks } from '../../../platform/react/links';
import { Outcome } from '../../../ui/page/Outcome';
import type { OutcomeTone } from '../../../ui/page/ToneMark';
import { quotesMessages } from '../messages';
import { useMessages } from '../../../ui/uiLocale';

const CARDS: Record<OutcomeTone, string> = {
  success: 'border-green-300 bg-green-50',
  info: 'border-slate-200 bg-white',
  error: 'border-red-200 bg-red-50',
};

/**
 * A confirmation or expiry screen: the kit's outcome (title, paragraph) with the way home under the same
 * branch prefix; with `requestHref`, first the way to ask for a new quote. Set in a card, because the quote
 * page keeps its column and the company address around it (and the quote under an answer's confirmation).
 * A screen that replaces the quote after an answer is a page change (useNewPageOn in the page): the shell
 * brings its top into view and focuses its title.
 */
export function ResultScreen({
  title,
  text,
  tone,
  requestHref,
}: {
  title: string;
  text: string;
  tone: OutcomeTone;
  /** The request form, where the screen asks the reader for a new request. */
  requestHref?: string;
}) {
  const t = useMessages(quotesMessages);
  const home = usePortalLinks().home();
  return (
    <Outcome
      tone={tone}
      title={title}
      message={text}
      className={`rounded-lg border p-6 shadow-sm sm:p-10 ${CARDS[tone]}`}
    >
      {requestHref ? (
        <Link href={requestHref} className={buttonClasses('primary')}>
          {t('quotes.requestNewQuote')}
        </Link>
      ) : null}
      <Link href={home} className={buttonClasses(requestHref ? 'outline' : 'primary')}>
        {t('quotes.returnHome')}
      </Link>
    </Outcome>
  );
}
