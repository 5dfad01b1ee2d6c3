import { placeholderPage } from '../../widgets/placeholderTool/placeholderPage';

// The product's page: its picture and words on the generic placeholder (the manifest has the rest).
export default placeholderPage('language', [
  'Language Connect gives your teams on-demand access to professional linguists for questions that cannot wait: a term to check, a sentence to adapt, a document to review before it goes out.',
  "Requests are routed to linguists who know your subject area and your organisation's terminology.",
]);
