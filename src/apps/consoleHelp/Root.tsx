import { contactDetails, telHref } from '../../platform/locale/contacts';
import { useBranch, useLocale } from '../../platform/react/locale';
import { usePageTitle } from '../../platform/react/pageTitle';
import { richMessage } from '../../ui/richMessage';
import type { ToolProps } from '../../platform/react/toolManifest';
import { useMessages } from '../../ui/uiLocale';
import { Page } from '../../ui/page/Page';
import { FAQ } from './faq';
import { consoleHelpMessages } from './messages';

/** The FAQ: native disclosure widgets, so every answer is reachable by keyboard and screen readers. */
export default function ConsoleHelpRoot({ title }: ToolProps) {
  const { variant } = useLocale();
  const { branch } = useBranch();
  const contacts = contactDetails(variant, branch);
  const t = useMessages(consoleHelpMessages);
  usePageTitle(title);
  return (
    <Page width="medium" title={title} description={t('consoleHelp.description')}>
      {FAQ.map((section) => (
        <section key={section.key} aria-labelledby={`faq-${section.key}`}>
          <h2 id={`faq-${section.key}`} className="text-xl font-semibold text-primary-700">
            {t(section.title)}
          </h2>
          <div className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {section.entries.map((entry) => (
              <details key={entry.question} className="group px-4 py-3">
                <summary className="cursor-pointer font-medium text-slate-900 marker:text-secondary-500">
                  {t(entry.question)}
                </summary>
                {entry.answer.map((paragraph) => (
                  <p key={paragraph.id} className="mt-2 text-slate-700">
                    {t(paragraph.id, paragraph.values)}
                  </p>
                ))}
              </details>
            ))}
          </div>
        </section>
      ))}
      <section className="rounded-lg bg-primary-50 p-5" aria-labelledby="faq-contact">
        <h2 id="faq-contact" className="text-lg font-semibold text-primary-800">
          {t('consoleHelp.contactTitle')}
        </h2>
        <p className="mt-2 text-slate-700">
          {richMessage(t, 'consoleHelp.contact', {
            email: (
              <a className="text-primary-700 underline" href={`mailto:${contacts.supportEmail}`}>
                {contacts.supportEmail}
              </a>
            ),
            phone: (
              <a className="text-primary-700 underline" href={telHref(contacts.phoneNumber)}>
                {contacts.phoneNumber}
              </a>
            ),
          })}
        </p>
      </section>
    </Page>
  );
}
