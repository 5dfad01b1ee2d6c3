import { placeholderPage } from '../../widgets/placeholderTool/placeholderPage';

// The product's page: its picture and words on the generic placeholder (the manifest has the rest).
export default placeholderPage('web', [
  'Website Translation serves your site in other languages through a translation proxy: visitors see translated pages on a language subdomain or folder while your own site stays unchanged.',
  'New pages are detected and translated as they appear, with translation memory keeping wording consistent and review by professional linguists where it matters most.',
]);
