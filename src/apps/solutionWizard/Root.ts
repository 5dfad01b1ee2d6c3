import { placeholderPage } from '../../widgets/placeholderTool/placeholderPage';

// The product's page: its picture and words on the generic placeholder (the manifest has the rest).
export default placeholderPage('wizard', [
  'The Solution Wizard will ask a few questions about your content, your audience and your deadlines, and recommend the right combination of services, from machine translation with expert review to full localisation.',
  'At the end you will be able to request a quote with everything already filled in.',
]);
