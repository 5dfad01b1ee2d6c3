import { contactDetails, telHref } from '../../platform/locale/contacts';
import { useDemoMode } from '../../platform/react/demoControls';
import { useBranch, useLocale } from '../../platform/react/locale';
import { DemoSlot } from '../demo/DemoSlot';
import { ResetDemoSlot } from './ResetDemoSlot';
import { useMessages } from '../../ui/uiLocale';
import { shellMessages } from '../messages';
import { LanguageChoice } from './LanguageChoice';

/** Copyright, support contacts (the branch's, else the variant's defaults) and the variant's postal address. */
export function Footer() {
  const { variant } = useLocale();
  const { branch } = useBranch();
  const contacts = contactDetails(variant, branch);
  const { address } = contacts;
  // Demo mode is known from the first render, its buttons only once the demo backend started: their row
  // keeps their height meanwhile, so the footer does not grow (and shift the page) when they arrive.
  const demoMode = useDemoMode();
  const t = useMessages(shellMessages);
  return (
    <footer className="mt-auto bg-primary-900 text-primary-100 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 text-sm sm:grid-cols-3">
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className="font-semibold text-white">
            {t('shell.footer.support')}
          </h2>
          {/* The provider's name, address and e-mail are names, in every language as they are. */}
          <p className="mt-2" translate="no">
            <a className="underline-offset-2 hover:underline" href={`mailto:${contacts.supportEmail}`}>
              {contacts.supportEmail}
            </a>
          </p>
          <p className="mt-1">
            <a className="underline-offset-2 hover:underline" href={telHref(contacts.phoneNumber)}>
              {contacts.phoneNumber}
            </a>
          </p>
        </section>
        <address aria-label={t('shell.footer.postalAddress')} className="not-italic" translate="no">
          <span className="block font-semibold text-white">{address.companyName}</span>
          {address.lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          <span className="block">{address.country}</span>
        </address>
        <div className="flex flex-col items-start gap-3 sm:items-end">
          <p>
            {t('shell.footer.copyright', {
              year: new Date().getFullYear(),
              company: address.companyName.replace(/\.$/, ''),
            })}
          </p>
          <LanguageChoice withPseudoLocales={demoMode} />
          <div className={`flex flex-wrap gap-2 sm:justify-end ${demoMode ? 'min-h-[2.125rem]' : ''}`}>
            <DemoSlot />
            <ResetDemoSlot />
          </div>
        </div>
      </div>
    </footer>
  );
}
