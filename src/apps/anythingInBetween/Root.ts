import { placeholderPage } from '../../widgets/placeholderTool/placeholderPage';

// The product's page: its picture and words on the generic placeholder (the manifest has the rest).
export default placeholderPage('translate', [
  'Anything in Between covers language projects that do not fit a standard box: multilingual desktop publishing, transcreation of campaigns, voice-over, subtitling and localisation testing.',
  'Tell us what you need and a project manager will put together the right team and a clear quote.',
]);
