import { placeholderPage } from '../../widgets/placeholderTool/placeholderPage';

// The product's page: its picture and words on the generic placeholder (the manifest has the rest).
export default placeholderPage('web', [
  'Websites the Easy Way takes care of multilingual websites end to end: we analyse your site, translate it, keep it in step as it changes and host the language versions if you wish.',
  'Your developers do not need to change templates or build language switchers; your marketing team stays in control of what is published.',
]);
