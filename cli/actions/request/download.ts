// request download: the translated files one by one (per language folder), or one zip through the zip
// flow (polls every second; a failed zip is retried once). On a terminal the upload's progress bar follows
// the bytes (and the zip's status while it is made).
import { lstat, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { getFileDownloadUrl } from '../../../src/platform/api/jobRequestFiles';
import { getJobRequest } from '../../../src/platform/api/jobRequests';
import { downloadZip } from '../../../src/platform/flows/zipDownload';
import { requireSafeUrl, type SafeUrl } from '../../../src/platform/http/safeUrl';
import type { ActionContext } from '../../action';
import { CliFailure } from '../../errors';
import { makeFolder, writeOutputFile } from '../../outputFiles';
import { progressBar, type ProgressBar } from '../../progressBar';
import { pathInside, safeSegment } from '../../safePath';

const ZIP_TIMEOUT_MS = 10 * 60_000;

/** A symbolic link already inside the output folder (out/deu -> ../elsewhere) is removed, never followed. */
async function withoutLink(path: string): Promise<string> {
  const info = await lstat(path).catch(() => undefined);
  if (info?.isSymbolicLink()) await rm(path);
  return path;
}

/** The body read chunk by chunk: `onFraction` gets the share read so far when the size is known. */
async function bodyOf(response: Response, onFraction: (fraction: number) => void): Promise<Uint8Array> {
  const total = Number(response.headers.get('content-length')) || 0;
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    chunks.push(chunk);
    loaded += chunk.byteLength;
    if (total) onFraction(Math.min(1, loaded / total));
  }
  return Buffer.concat(chunks);
}

/** Saves the bytes of an address that passed the one check (never `file:`, `data:` or `javascript:` from a server); the bar shows file `index` of `count`. */
async function save(url: SafeUrl, file: string, bar: ProgressBar, index = 0, count = 1): Promise<number> {
  const label = `${index + 1}/${count} ${safeSegment(file, 'file')}`;
  const show = (fraction: number) => bar.update(((index + fraction) / count) * 100, label);
  show(0);
  const response = await fetch(url);
  if (!response.ok)
    throw new CliFailure(`Download of ${file} failed: ${response.status} ${response.statusText}`);
  const bytes = await bodyOf(response, show);
  await writeOutputFile(file, bytes);
  show(1);
  return bytes.byteLength;
}

export async function download(ctx: ActionContext): Promise<void> {
  const [id] = ctx.args as [string];
  const o = ctx.opts as { lang?: string; zip?: boolean; out: string };
  const dir = resolve(ctx.streams.cwd, o.out);
  // Signed in (or refused) before any folder is made.
  await (await ctx.runtime()).http();
  makeFolder(dir);
  const bar = progressBar(ctx.out, 'Downloading');
  try {
    return await (o.zip ? downloadAsZip(ctx, id, dir, bar) : downloadFiles(ctx, id, dir, o.lang, bar));
  } finally {
    bar.done();
  }
}

async function downloadAsZip(ctx: ActionContext, id: string, dir: string, bar: ProgressBar): Promise<void> {
  const runtime = await ctx.runtime();
  // The zip's status: in the bar's label on a terminal, else as notes (a note would break the bar's line).
  const onStatus = (s: string) =>
    ctx.out.showsProgress ? bar.update(0, `zip ${s}`) : ctx.out.note(`zip: ${s}`);
  const url = await downloadZip(await runtime.http(), id, {
    zipFileName: id,
    clock: runtime.clock,
    timeoutMs: ZIP_TIMEOUT_MS,
    onStatus,
  });
  const file = pathInside(dir, `${safeSegment(id, 'download')}.zip`);
  const bytes = await save(url, file, bar);
  ctx.out.result({ id, files: [{ path: file, bytes }] }, () => file);
}

async function downloadFiles(
  ctx: ActionContext,
  id: string,
  dir: string,
  lang: string | undefined,
  bar: ProgressBar,
): Promise<void> {
  const http = await (await ctx.runtime()).http();
  const request = await getJobRequest(http, id);
  const translated = (request.files ?? []).filter(
    (f) => f.category === 'TRANSLATED_DOCUMENT' && (!lang || f.languageId === lang),
  );
  if (translated.length === 0) {
    throw new CliFailure(
      lang
        ? 'There are no files available for the selected language'
        : 'Deliverable files are not available yet. Please try again later.',
    );
  }
  const saved: { path: string; bytes: number; languageId: string | null }[] = [];
  for (const [index, f] of translated.entries()) {
    // The address is checked before its language folder is made: a refused one leaves nothing behind.
    const downloadUrl = requireSafeUrl((await getFileDownloadUrl(http, id, f.fileKey)).downloadUrl);
    const folder = await withoutLink(pathInside(dir, safeSegment(f.languageId, 'other')));
    makeFolder(folder);
    const path = pathInside(folder, safeSegment(f.fileName, f.fileKey.replace(/[^\w.-]/g, '_') || 'file'));
    saved.push({
      path,
      bytes: await save(downloadUrl, path, bar, index, translated.length),
      languageId: f.languageId ?? null,
    });
  }
  ctx.out.result({ id, files: saved }, () => saved.map((s) => s.path));
}
