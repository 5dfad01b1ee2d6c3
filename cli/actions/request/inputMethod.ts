// The request's document input from the command line: exactly one of --files, --text or --link, plus
// optional --reference files.
import type { InputMethod } from '../../../src/platform/domain/enums';
import type { ProjectFileLink } from '../../../src/platform/domain/entities/project';
import type { UploadableFile } from '../../../src/platform/domain/entities/upload';
import { UsageError } from '../../errors';
import { readInputFiles, textArgument } from '../inputFiles';

export interface DocumentInput {
  inputMethod: InputMethod;
  files?: UploadableFile[];
  textInput?: string;
  fileLinks?: ProjectFileLink[];
  referenceFiles?: UploadableFile[];
}

/** 'url=name' splits at the last '=' (URLs may carry '=' in their query); no name means the URL's last segment. */
export function parseLink(value: string): ProjectFileLink {
  const at = value.lastIndexOf('=');
  const looksNamed = at > 0 && !value.slice(at + 1).includes('/');
  const url = looksNamed ? value.slice(0, at).trim() : value.trim();
  let name = looksNamed ? value.slice(at + 1).trim() : '';
  if (!name) {
    try {
      name = decodeURIComponent(new URL(url).pathname.split('/').filter(Boolean).pop() ?? '');
    } catch {
      name = '';
    }
  }
  return { url, name, category: 'SOURCE_DOCUMENT' };
}

export async function documentInput(
  opts: { files?: string[]; text?: string; link?: string[]; reference?: string[] },
  cwd: string,
): Promise<DocumentInput> {
  const chosen = [
    opts.files?.length && '--files',
    opts.text !== undefined && '--text',
    opts.link?.length && '--link',
  ].filter(Boolean);
  if (chosen.length !== 1) {
    throw new UsageError(
      chosen.length === 0
        ? 'Give the documents: one of --files, --text or --link.'
        : `Choose one input method, not ${chosen.join(' and ')}.`,
    );
  }
  const referenceFiles = opts.reference?.length
    ? await readInputFiles(opts.reference, cwd, 'reference file')
    : undefined;
  if (opts.files?.length)
    return { inputMethod: 'FILES', files: await readInputFiles(opts.files, cwd), referenceFiles };
  if (opts.text !== undefined)
    return { inputMethod: 'TEXT', textInput: await textArgument(opts.text, cwd), referenceFiles };
  return { inputMethod: 'FILELINKS', fileLinks: (opts.link ?? []).map(parseLink), referenceFiles };
}
