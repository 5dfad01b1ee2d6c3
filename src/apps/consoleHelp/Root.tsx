import { contactDetails, telHref } from '../../platform/locale/contacts';
import { useBranch, useLocale } from '../../platform/react/locale';
import type { ToolProps } from '../../platform/react/toolManifest';
import { Page } from '../../ui/page/Page';
import { FAQ } from './faq';

/** The FAQ: native disclosure widgets, so every answer is reachable by keyboard and screen readers. */
export default function ConsoleHelpRoot(_props: ToolProps) {
  const { variant } = useLocale();
  const { branch } = useBranch();
  const contacts = contactDetails(variant, branch);
  return (
    <Page
      width="medium"
      title="Help & FAQ"
      description="Answers to the questions we hear most about the portal."
    >
      {FAQ.map((section) => (
        <section key={section.title} aria-labelledby={`faq-${section.title}`}>
          <h2 id={`faq-${section.title}`} className="text-xl font-semibold text-primary-700">
            {section.title}
          </h2>
          <div className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {section.entries.map((entry) => (
              <details key={entry.question} className="group px-4 py-3">
                <summary className="cursor-pointer font-medium text-slate-900 marker:text-secondary-500">
                  {entry.question}
                </summary>
                {entry.answer.map((text) => (
                  <p key={text.slice(0, 40)} className="mt-2 text-slate-700">
                    {text}
                  </p>
                ))}
              </details>
            ))}
          </div>
        </section>
      ))}
      <section className="rounded-lg bg-primary-50 p-5" aria-labelledby="faq-contact">
        <h2 id="faq-contact" className="text-lg font-semibold text-primary-800">
          Still need help?
        </h2>
        <p className="mt-2 text-slate-700">
          Write to{' '}
          <a className="text-primary-700 underline" href={`mailto:${contacts.supportEmail}`}>
            {contacts.supportEmail}
          </a>{' '}
          or call{' '}
          <a className="text-primary-700 underline" href={telHref(contacts.phoneNumber)}>
            {contacts.phoneNumber}
          </a>
          . We reply within 24 hours or one business day.
        </p>
      </section>
    </Page>
  );
}
