// The auto-quote tool's only public face. Public: the link arrives by e-mail, often before the requester
// has an account. No tile: it is reached by that link only.
import { defineTool } from '../../platform/react/toolManifest';
import { QuotePlaceholder } from './QuotePlaceholder';

export const manifest = defineTool({
  id: 'quotes',
  title: 'toolNames.quotes.title',
  description: 'toolNames.quotes.description',
  icon: 'quote',
  routes: [{ name: 'quote', path: '/quotes/:jobRequestId' }],
  access: { kind: 'public' },
  tile: { kind: 'none' },
  // A fresh store per quote: an answer to one quote never shows on another.
  scopeKey: (params) => params.jobRequestId ?? '',
  load: () => import('./QuotesTool'),
  // The skeleton of the quote card while that chunk loads (a spinner let the footer jump on a phone).
  placeholder: QuotePlaceholder,
});
