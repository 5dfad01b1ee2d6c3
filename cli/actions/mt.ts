// mt text | files over the platform's machine translation flows; the client's settings supply the limits.
import { getMachineTranslationSettings } from '../../src/platform/api/machineTranslation';
import { AUTODETECT_LANGUAGE } from '../../src/platform/domain/constants';
import { defaultProjectName } from '../../src/platform/domain/projectNames';
import { translateFilesFlow } from '../../src/platform/flows/translateFiles';
import { translateTextFlow } from '../../src/platform/flows/translateText';
import type { ActionContext } from '../action';
import { fields } from '../format';
import { progressBar } from '../progressBar';
import { terminalLines } from '../terminalText';
import { readInputFiles } from './inputFiles';
import { machineTranslationLanguages, resolveLanguages } from './languages';

export async function text(ctx: ActionContext): Promise<void> {
  const [source] = ctx.args as [string];
  const o = ctx.opts as { to: string; from?: string; postEdit?: boolean };
  const http = await (await ctx.runtime()).http();
  const settings = await getMachineTranslationSettings(http);
  const detect = !o.from || o.from.toLowerCase() === 'auto';
  const languages = resolveLanguages(
    machineTranslationLanguages(settings.supportedLltsLanguages),
    { source: detect ? undefined : o.from, targets: [o.to] },
    { source: 'from', targets: 'to' },
  );
  const from = detect ? AUTODETECT_LANGUAGE : languages.sourceLanguageId!;
  const result = await translateTextFlow(
    http,
    { text: source, from, to: languages.targetLanguageIds[0], postEdit: o.postEdit },
    {
      maxCharactersPerRequest: settings.maxCharactersPerRequest,
    },
  );
  ctx.out.result(result, () => [
    // The server's text, its line breaks kept and every other control character escaped.
    terminalLines(result.postEditedText ?? result.translatedText),
    '',
    ...fields([
      ['detected language', result.detectedLanguage],
      [
        'quality score',
        result.score === undefined
          ? undefined
          : `${result.score}${result.scoreReason ? ` (${result.scoreReason})` : ''}`,
      ],
      ['machine translation', result.postEditedText !== undefined ? result.translatedText : undefined],
    ]),
  ]);
}

export async function files(ctx: ActionContext): Promise<void> {
  const [paths] = ctx.args as [string[]];
  const o = ctx.opts as { from: string; to: string[]; name?: string };
  const documents = await readInputFiles(paths, ctx.streams.cwd);
  const runtime = await ctx.runtime();
  const http = await runtime.http();
  const [settings, me] = await Promise.all([getMachineTranslationSettings(http), runtime.user()]);
  const languages = resolveLanguages(
    machineTranslationLanguages(settings.supportedLltsLanguages),
    { source: o.from, targets: o.to },
    { source: 'from', targets: 'to' },
  );
  const bar = progressBar(ctx.out, 'Uploading');
  const id = await translateFilesFlow(
    http,
    {
      requestName: o.name ?? defaultProjectName(me.email, runtime.clock.now()),
      sourceLanguageId: languages.sourceLanguageId!,
      targetLanguageIds: languages.targetLanguageIds,
      files: documents,
    },
    {
      settings,
      languages: settings.supportedLltsLanguages,
      onProgress: (loaded, total) => bar.update(total ? (loaded / total) * 100 : 100),
    },
  ).finally(() => bar.done());
  ctx.out.note(
    `Started file translation ${id}; follow it with \`llts request wait ${id} --until Completed\`.`,
  );
  ctx.out.result({ id }, () => id);
}
