import { useRuntimeConfig } from '../../platform/react/platformStore';
import { buttonClasses } from '../../ui/Button';

/** Only reached if a route is ever added: the tool lives outside the portal, so this links there. */
export default function Root() {
  const { externalUrls } = useRuntimeConfig();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-primary-800">Invoices</h1>
      <p className="mt-4 text-slate-700">View and pay your invoices in the billing portal.</p>
      <a
        href={externalUrls.billingPortal}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('primary', 'md', 'mt-8')}
      >
        Open the billing portal
      </a>
    </section>
  );
}
