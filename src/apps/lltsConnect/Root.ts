import { PRODUCT_NAME_TOKEN } from '../../platform/react/toolManifest';
import { placeholderPage } from '../../widgets/placeholderTool/placeholderPage';

// The product's page: its picture and words on the generic placeholder (the manifest has the rest).
export default placeholderPage('connect', [
  `${PRODUCT_NAME_TOKEN} Connect links the systems where your content lives (content management, product information, help centres and code repositories) to our translation workflow, so new and changed content is sent for translation automatically and returns translated without copy and paste.`,
  `You will be able to choose which content flows, into which languages, and with which level of review, and to follow every item from the moment it leaves your system until the translation is published.`,
]);
