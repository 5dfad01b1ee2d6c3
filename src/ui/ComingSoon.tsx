import type { ReactNode } from 'react';
import { Illustration } from './illustrations/Illustration';

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
  return (
    <section aria-labelledby="coming-soon-title" className="mx-auto max-w-2xl px-4 py-12 text-center">
      <Illustration name="construction" label="Under construction" className="mx-auto w-64" />
      <h1 id="coming-soon-title" className="mt-6 text-3xl font-bold text-primary-800">
        {title}
      </h1>
      <p className="mt-2 inline-block rounded-full bg-secondary-100 px-3 py-1 text-sm font-semibold text-secondary-700">
        Coming soon
      </p>
      <p className="mt-4 text-slate-700">{description}</p>
      <p className="mt-2 text-sm text-slate-500">
        This tool is being built and will be available here shortly.
      </p>
      {children ? <div className="mt-8 flex justify-center gap-3">{children}</div> : null}
    </section>
  );
}
