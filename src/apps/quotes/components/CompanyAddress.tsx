import { contactDetails, telHref } from '../../../platform/locale/contacts';
import { useBranch } from '../../../platform/react/locale';
import type { LocaleVariant } from '../../../platform/locale/localePath';
import { domainMessages } from '../../../platform/domain/messages';
import { useMessages } from '../../../ui/uiLocale';

/**
 * The company issuing the quote, with its postal address in the variant (US or UK), under every screen of
 * the tool. A labelled section rather than a <footer>: inside the shell's <main> it is not the page's
 * footer (the shell's is), so a footer element would announce nothing. Support contacts come from the
 * branch when it has them, as in the shell's footer, so the page never shows two different ones.
 */
export function CompanyAddress({ variant }: { variant: LocaleVariant }) {
  const tp = useMessages(domainMessages);
  const { branch } = useBranch();
  const { address, supportEmail, phoneNumber } = contactDetails(variant, branch);
  return (
    <section
      aria-labelledby="quote-issuer"
      className="mt-10 border-t border-slate-200 pt-4 text-sm text-slate-600"
    >
      <h2 id="quote-issuer" className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {tp('quote.addressHeading')}
      </h2>
      {/* The provider's name, address and contacts are names, in every language as they are. */}
      <address className="mt-1 not-italic" translate="no">
        <strong className="font-semibold text-slate-800">{address.companyName}</strong>
        {address.lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        <span className="block">{address.country}</span>
        <span className="mt-1 block">
          <a className="underline underline-offset-2" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
          {' · '}
          <a className="underline underline-offset-2" href={telHref(phoneNumber)}>
            {phoneNumber}
          </a>
        </span>
      </address>
    </section>
  );
}
