import { placeholderPage } from '../../widgets/placeholderTool/placeholderPage';

// The product's page: its picture and words on the generic placeholder (the manifest has the rest).
export default placeholderPage('bolt', [
  'Quick Translation is for short, urgent texts (an e-mail, a product update, a social media post) translated by a professional linguist rather than a machine.',
  'Paste your text, choose the languages and get a price at once; most short texts come back within a few hours.',
]);
