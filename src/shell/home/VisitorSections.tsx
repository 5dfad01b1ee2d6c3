// Below the signed-out home's hero: the two ways to start (spec part 1 §1: visitors sign in, request a quote
// before login, or sign up), what the provider offers (translation, localization and interpreting) and its
// support contact, the branch's where the URL names one (as the footer's).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { HUMAN_CONTACT_PROMISE_HOURS } from '../../platform/domain/timing';
import { contactDetails, telHref } from '../../platform/locale/contacts';
import { useBranch, useLocale, useLocalHref } from '../../platform/react/locale';

const SERVICES = [
  {
    name: 'Translation',
    text: 'Documents, typed text and file links, by professional linguists or by AI with an expert’s post-editing; transcription, dubbing and subtitles for media.',
  },
  {
    name: 'Localization',
    text: 'Websites, software and marketing content adapted to the language and culture of each market.',
  },
  {
    name: 'Interpreting',
    text: 'Interpreters for your meetings, calls and events, through our interpreting service.',
  },
] as const;

const LINK = 'font-semibold text-primary-700 underline underline-offset-2';

export default function VisitorSections() {
  const href = useLocalHref();
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-3">
      <Section id="start-title" title="Two ways to start" className="lg:col-span-3">
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <Way title="Request a quote">
            No account needed: tell us what to translate and add your files, and we e-mail you a quote.{' '}
            <Link href={href('/createProject')} className={LINK}>
              Start a quote request
            </Link>
          </Way>
          <Way title="Sign in or sign up">
            Clients sign in to request work, follow their projects, answer quotes and read their reports. New
            to the portal?{' '}
            <Link href={href('/signUp')} className={LINK}>
              Create an account
            </Link>
          </Way>
        </div>
      </Section>
      <Section id="services-title" title="What we offer" className="lg:col-span-2">
        <ul className="mt-6 grid gap-6 sm:grid-cols-3">
          {SERVICES.map((service) => (
            <li key={service.name} className="border-t-4 border-secondary-500 pt-3">
              <h3 className="font-semibold text-primary-800">{service.name}</h3>
              <p className="mt-2 text-sm text-slate-700">{service.text}</p>
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
  return (
    <Section id="contact-title" title="Questions?" className="rounded-lg bg-primary-50 p-5">
      <p className="mt-3 text-slate-700">
        We reply within {HUMAN_CONTACT_PROMISE_HOURS} hours or 1 business day.
      </p>
      <p className="mt-3 break-words">
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
