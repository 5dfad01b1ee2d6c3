// mt media: a media project (part 2 §2.9) over the panel's flow and rules (platform/flows/translateMedia).
// Options a project type does not use are refused rather than ignored, so a script never believes it asked
// for subtitles a dubbing project will not make. The flow's field errors are renamed to the options.
import { getMachineTranslationSettings } from '../../src/platform/api/machineTranslation';
import { listDubbingVoices, listLanguages } from '../../src/platform/api/referenceData';
import type { DubbingVoice } from '../../src/platform/domain/entities/media';
import {
  DEFAULT_SUBTITLE_TYPE,
  SUBTITLE_FORMATS,
  type MediaProjectType,
  type SubtitleFormat,
} from '../../src/platform/domain/enums';
import { isMediaTranslationEnabled } from '../../src/platform/domain/mediaFiles';
import { defaultProjectName } from '../../src/platform/domain/projectNames';
import { InvalidInputError } from '../../src/platform/flows/flowErrors';
import {
  MEDIA_PROJECT_TYPE_TEXTS,
  mediaLanguages,
  mediaTypeShows,
  translateMediaFlow,
} from '../../src/platform/flows/translateMedia';
import type { ActionContext } from '../action';
import { CliFailure, UsageError } from '../errors';
import { table } from '../format';
import { progressBar } from '../progressBar';
import { readInputFiles } from './inputFiles';
import { checkLanguage, languageMatcher, type LanguageChoice } from './languages';

export const MEDIA_TYPE_OPTIONS: Readonly<Record<string, MediaProjectType>> = {
  transcription: 'TRANSCRIPTION',
  'transcription-and-translation': 'TRANSCRIPTION_AND_TRANSLATION',
  dubbing: 'DUBBING',
  embedding: 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO',
};

interface MediaOptions {
  type: string;
  from: string;
  to?: string[];
  voice?: string[];
  subtitles?: string[];
  name?: string;
}

function projectTypeOf(given: string): MediaProjectType {
  const type = MEDIA_TYPE_OPTIONS[given.toLowerCase()];
  if (!type)
    throw new UsageError(
      `Unknown project type '${given}'; one of ${Object.keys(MEDIA_TYPE_OPTIONS).join(', ')}.`,
    );
  return type;
}

/** What the project type does not use is refused, in one line. */
function refuseUnused(o: MediaOptions, type: MediaProjectType): void {
  const shows = mediaTypeShows(type);
  if (!shows.targets && o.to?.length)
    throw new UsageError(`--to is not used for ${o.type}: the transcript stays in the source language.`);
  if (!shows.subtitleTypes && o.subtitles?.length)
    throw new UsageError(`--subtitles is not used for ${o.type}.`);
  if (!shows.voices && o.voice?.length) throw new UsageError('--voice is only used for dubbing.');
}

function subtitleFormats(given: readonly string[] = []): SubtitleFormat[] {
  const formats = given.map((f) => f.toUpperCase());
  const unknown = formats.filter((f) => !(SUBTITLE_FORMATS as readonly string[]).includes(f));
  if (unknown.length)
    throw new UsageError(
      `Unknown subtitle type ${unknown.join(', ')}; one of ${SUBTITLE_FORMATS.join(', ')}.`,
    );
  return [...new Set(formats)] as SubtitleFormat[];
}

/** Source among the speech-recognition languages, targets among the translation ones (as the panel offers them). */
function resolveMediaLanguages(sources: LanguageChoice, targets: LanguageChoice, o: MediaOptions) {
  const errors: Record<string, string> = {};
  const source = checkLanguage(sources, o.from);
  if ('problem' in source) errors.from = source.problem;
  const checked = (o.to ?? []).map((t) => checkLanguage(targets, t));
  const problems = checked.flatMap((t) => ('problem' in t ? [t.problem] : []));
  if (problems.length) errors.to = problems.join('; ');
  if (Object.keys(errors).length) throw new InvalidInputError(errors);
  return {
    sourceLanguageId: 'id' in source ? source.id : '',
    targetLanguageIds: [...new Set(checked.flatMap((t) => ('id' in t ? [t.id] : [])))],
  };
}

/** --voice deu=aria (language by id or name; voice by its name or the first word of its display name). */
function voicesByLanguage(
  given: readonly string[],
  targets: LanguageChoice,
  targetIds: readonly string[],
  voices: readonly DubbingVoice[],
) {
  const byLanguage: Record<string, string> = {};
  const findLanguage = languageMatcher(targets.languages);
  for (const pair of given) {
    const [language, voice] = pair.split('=').map((part) => part.trim());
    if (!language || !voice)
      throw new UsageError(`--voice '${pair}': expected <language>=<voice>, e.g. deu=aria.`);
    const id = findLanguage(language)?.id;
    if (!id || !targetIds.includes(id))
      throw new UsageError(`--voice '${pair}': ${language} is not one of the --to languages.`);
    const wanted = voice.toLowerCase();
    const found = voices.find(
      (v) => v.voiceName.toLowerCase() === wanted || v.displayName.split(/\s/)[0].toLowerCase() === wanted,
    );
    if (!found)
      throw new UsageError(`Unknown voice '${voice}'; one of ${voices.map((v) => v.voiceName).join(', ')}.`);
    byLanguage[id] = found.voiceName;
  }
  return byLanguage;
}

// The flow's fields, as the options that set them.
const OPTION_OF: Readonly<Record<string, string>> = {
  projectName: 'name',
  sourceLanguageId: 'from',
  targetLanguageIds: 'to',
  subtitleTypes: 'subtitles',
  files: 'files',
};
const asOptions = (error: InvalidInputError) =>
  new InvalidInputError(
    Object.fromEntries(
      Object.entries(error.fields).map(([field, message]) => [
        field.startsWith('dubbingVoices.')
          ? `voice ${field.slice('dubbingVoices.'.length)}`
          : (OPTION_OF[field] ?? field),
        message,
      ]),
    ),
  );

export async function media(ctx: ActionContext): Promise<void> {
  const [paths] = ctx.args as [string[]];
  const o = ctx.opts as unknown as MediaOptions;
  const type = projectTypeOf(o.type);
  refuseUnused(o, type);
  const given = subtitleFormats(o.subtitles);
  const subtitleTypes = given.length || !mediaTypeShows(type).subtitleTypes ? given : [DEFAULT_SUBTITLE_TYPE];
  const files = await readInputFiles(paths, ctx.streams.cwd, 'media file');
  const runtime = await ctx.runtime();
  const http = await runtime.http();
  const [settings, languages, me] = await Promise.all([
    getMachineTranslationSettings(http),
    listLanguages(http),
    runtime.user(),
  ]);
  if (!isMediaTranslationEnabled(settings))
    throw new CliFailure('Media translation is not enabled for your company.');

  const offered = (list: readonly (typeof languages)[number][], what: string): LanguageChoice => ({
    languages: list,
    unknown: (given) => `'${given}' is not a ${what} language of media translation`,
  });
  const offer = mediaLanguages(languages);
  const sources = offered(offer.sources, 'source');
  const targets = offered(offer.targets, 'target');
  const chosen = resolveMediaLanguages(sources, targets, o);
  const voices = type === 'DUBBING' ? await listDubbingVoices(http) : [];
  const dubbingVoices = voicesByLanguage(o.voice ?? [], targets, chosen.targetLanguageIds, voices);

  const bar = progressBar(ctx.out, 'Uploading');
  const id = await translateMediaFlow(
    http,
    {
      projectType: type,
      requestName: o.name ?? defaultProjectName(me.email, runtime.clock.now()),
      ...chosen,
      subtitleTypes,
      dubbingVoices,
      files,
    },
    {
      languages,
      settings: {
        maxAudioFileSizeMB: settings.maxAudioFileSizeMB,
        maxVideoFileSizeMB: settings.maxVideoFileSizeMB,
      },
      onProgress: (percent) => bar.update(percent),
    },
  )
    .catch((error: unknown) => {
      throw error instanceof InvalidInputError ? asOptions(error) : error;
    })
    .finally(() => bar.done());
  ctx.out.note(
    `Started ${MEDIA_PROJECT_TYPE_TEXTS[type].title.toLowerCase()} ${id}; follow it with \`llts request wait ${id} --until Completed\`.`,
  );
  ctx.out.result({ id, projectType: type }, () => id);
}

/** The dubbing voices (one list for every language), to choose --voice. */
export async function voices(ctx: ActionContext): Promise<void> {
  const http = await (await ctx.runtime()).http();
  const list = await listDubbingVoices(http);
  ctx.out.result(list, () =>
    table(
      ['voice', 'description', 'sample'],
      list.map((v) => [v.voiceName, v.displayName, v.sampleUrl ?? '']),
    ),
  );
}
