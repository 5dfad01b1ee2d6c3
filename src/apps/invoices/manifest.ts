import { defineTool } from '../../platform/react/toolManifest';

/** An external page: the tile opens it in a new tab; the portal has no route of its own for it. */
export const manifest = defineTool({
  id: 'invoices',
  title: 'Invoices',
  description: 'View and pay your invoices in the billing portal.',
  icon: 'invoice',
  routes: [],
  access: { kind: 'signedIn' },
  tile: { kind: 'external', url: (config) => config.externalUrls.billingPortal },
});
