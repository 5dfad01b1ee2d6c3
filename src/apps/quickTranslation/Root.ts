import { placeholderPage } from '../../widgets/placeholderTool/placeholderPage';

// The product's page: its picture and words on the generic placeholder (the manifest has the rest).
export default placeholderPage('bolt', [
  'placeholderTool.quickTranslation.paragraph1',
  'placeholderTool.quickTranslation.paragraph2',
]);
