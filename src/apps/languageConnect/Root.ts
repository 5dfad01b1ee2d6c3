import { placeholderPage } from '../../widgets/placeholderTool/placeholderPage';

// The product's page: its picture and words on the generic placeholder (the manifest has the rest).
export default placeholderPage('language', [
  'placeholderTool.languageConnect.paragraph1',
  'placeholderTool.languageConnect.paragraph2',
]);
