import { placeholderPage } from '../../widgets/placeholderTool/placeholderPage';

// The product's page: its picture and words on the generic placeholder (the manifest has the rest).
export default placeholderPage('plug', [
  'Connectors plug the portal into the tools your teams already use: content management systems, code repositories, marketing automation and design tools.',
  'Content is picked up where it is written, sent for translation with the right settings for your organisation, and delivered back to the same place, ready to publish.',
]);
