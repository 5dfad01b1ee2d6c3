import { useId, type ReactNode } from 'react';
import { Illustration } from './illustrations/Illustration';
import { Page } from './page/Page';
import { PageHeading } from './page/PageHeading';
import { pageMessages } from './page/messages';
import { useMessages } from './uiLocale';

/** An honest page for a tool whose screens are still being built: what it will do, and a way back. */
export function ComingSoon({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  const t = useMessages(pageMessages);
  const id = useId();
  return (
    <Page width="medium">
      <section aria-labelledby={id} className="text-center">
        <Illustration name="construction" label={t('page.underConstruction')} className="mx-auto mb-6 w-64" />
        <PageHeading id={id}>{title}</PageHeading>
        <p className="mt-2 inline-block rounded-full bg-secondary-100 px-3 py-1 text-sm font-semibold text-secondary-700">
          {t('page.comingSoon')}
        </p>
        <p className="mt-4 text-slate-700">{description}</p>
        <p className="mt-2 text-sm text-slate-500">{t('page.beingBuilt')}</p>
        {children ? <div className="mt-8 flex justify-center gap-3">{children}</div> : null}
      </section>
    </Page>
  );
}
