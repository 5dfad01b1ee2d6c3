// mt.translateFiles: AI Translation's File tab (part 2 §4.1) — files, request name, source and targets,
// Translate; the answer is the id the page's translateFiles call returned.
import { text, textList } from '../../operation';
import { settle } from '../pageState';
import type { UiStep } from '../uiStep';
import { filePayloads, languageNames, pickLanguage, pickLanguages } from './formParts';

export const MT_FILE_LABELS = {
  path: '/machineTranslation/fileTranslation',
  form: 'File translation',
  requestName: /^Request name/,
  source: /^Source language/,
  targets: /^Target languages/,
  translate: 'Translate',
  sent: 'Your files were sent for translation.',
};

export const mtFileSteps: Record<string, UiStep> = {
  'mt.translateFiles': {
    screen: 'AI Translation, File tab: upload form',
    run: async ({ page, args, calls, world, username }) => {
      const L = MT_FILE_LABELS;
      const nameOf = await languageNames(world, username);
      const upload = await calls.open(L.path);
      const form = page.getByRole('form', { name: L.form });
      await form.locator('input[type="file"]').first().setInputFiles(filePayloads(args.files));
      await form.getByRole('textbox', { name: L.requestName }).fill(text(args.name));
      await pickLanguage(page, form, L.source, nameOf(text(args.from)));
      await pickLanguages(page, form, L.targets, textList(args.to).map(nameOf));
      await form.getByRole('button', { name: L.translate, exact: true }).click();
      await settle(page, page.getByText(L.sent), upload, form);
      // The form's one Translate call is the API driver's call.
      const started = await upload.waitFor('POST', /^\/machineTranslation\/actions\/translateFiles$/);
      return { id: ((await started.responseBody()) as { id?: unknown } | undefined)?.id };
    },
  },
};
