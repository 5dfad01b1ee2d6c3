import { placeholderPage } from '../../widgets/placeholderTool/placeholderPage';

// The product's page: its picture and words on the generic placeholder (the manifest has the rest).
export default placeholderPage('web', [
  'placeholderTool.websiteProxy.paragraph1',
  'placeholderTool.websiteProxy.paragraph2',
]);
