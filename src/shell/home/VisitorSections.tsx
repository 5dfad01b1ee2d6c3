// Below the signed-out home's hero: the two ways to start (spec part 1 §1: visitors sign in, request a quote
// before login, or sign up), what the provider offers (translation, localization and interpreting) and its
// support contact, the branch's where the URL names one (as the footer's).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { HUMAN_CONTACT_PROMISE_HOURS } from '../../platform/domain/timing';
import { contactDetails, telHref } from '../../platform/locale/contacts';
import { useBranch, useLocale, useLocalHref } from '../../platform/react/locale';
import { useMessages } from '../../ui/uiLocale';
import { visitorMessages } from './visitor/messages';

const SERVICES = [
  { name: 'shell.visitor.translation', text: 'shell.visitor.translationText' },
  { name: 'shell.visitor.localization', text: 'shell.visitor.localizationText' },
  { name: 'shell.visitor.interpreting', text: 'shell.visitor.interpretingText' },
] as const;

const LINK = 'font-semibold text-primary-700 underline underline-offset-2';

export default function VisitorSections() {
  const href = useLocalHref();
  const t = useMessages(visitorMessages);
  return (
    // One column that never grows past the page (minmax(0, 1fr)), and words longer than a line wrap: in
    // German and the pseudo-locale, a long word would otherwise widen the page on a phone.
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-12 break-words lg:grid-cols-3">
      <Section id="start-title" title={t('shell.visitor.waysTitle')} className="lg:col-span-3">
        <div className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2">
          <Way title={t('shell.visitor.quoteTitle')}>
            {t('shell.visitor.quoteText')}{' '}
            <Link href={href('/createProject')} className={LINK}>
              {t('shell.visitor.quoteLink')}
            </Link>
          </Way>
          <Way title={t('shell.visitor.accountTitle')}>
            {t('shell.visitor.accountText')}{' '}
            <Link href={href('/signUp')} className={LINK}>
              {t('shell.visitor.accountLink')}
            </Link>
          </Way>
        </div>
      </Section>
      <Section id="services-title" title={t('shell.visitor.servicesTitle')} className="lg:col-span-2">
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-3">
          {SERVICES.map((service) => (
            <li key={service.name} className="border-t-4 border-secondary-500 pt-3">
              <h3 className="font-semibold text-primary-800">{t(service.name)}</h3>
              <p className="mt-2 text-sm text-slate-700">{t(service.text)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <VisitorContact />
    </div>
  );
}

function Section({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold text-primary-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Way({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 p-5">
      <h3 className="text-lg font-semibold text-primary-800">{title}</h3>
      <p className="mt-2 text-slate-700">{children}</p>
    </div>
  );
}

function VisitorContact() {
  const { variant } = useLocale();
  const { branch } = useBranch();
  const { supportEmail, phoneNumber } = contactDetails(variant, branch);
  const t = useMessages(visitorMessages);
  return (
    <Section
      id="contact-title"
      title={t('shell.visitor.questionsTitle')}
      className="rounded-lg bg-primary-50 p-5"
    >
      <p className="mt-3 text-slate-700">
        {t('shell.visitor.replyPromise', { hours: HUMAN_CONTACT_PROMISE_HOURS })}
      </p>
      <p className="mt-3 break-words" translate="no">
        <a className={LINK} href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
      </p>
      <p className="mt-1">
        <a className={LINK} href={telHref(phoneNumber)}>
          {phoneNumber}
        </a>
      </p>
    </Section>
  );
}
