// request download: the translated files one by one (per language folder), or one zip through the zip
// flow (polls every second; a failed zip is retried once).
import { lstat, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { getFileDownloadUrl } from '../../../src/platform/api/jobRequestFiles';
import { getJobRequest } from '../../../src/platform/api/jobRequests';
import { downloadZip } from '../../../src/platform/flows/zipDownload';
import type { ActionContext } from '../../action';
import { CliFailure } from '../../errors';
import { makeFolder, writeOutputFile } from '../../outputFiles';
import { pathInside, safeSegment } from '../../safePath';

const ZIP_TIMEOUT_MS = 10 * 60_000;

/** A symbolic link already inside the output folder (out/deu -> ../elsewhere) is removed, never followed. */
async function withoutLink(path: string): Promise<string> {
  const info = await lstat(path).catch(() => undefined);
  if (info?.isSymbolicLink()) await rm(path);
  return path;
}

async function save(url: string, file: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok) throw new CliFailure(`Download of ${file} failed: ${response.status} ${response.statusText}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  await writeOutputFile(file, bytes);
  return bytes.byteLength;
}

export async function download(ctx: ActionContext): Promise<void> {
  const [id] = ctx.args as [string];
  const o = ctx.opts as { lang?: string; zip?: boolean; out: string };
  const dir = resolve(ctx.streams.cwd, o.out);
  const runtime = await ctx.runtime();
  const http = await runtime.http();
  makeFolder(dir);
  if (o.zip) {
    const url = await downloadZip(http, id, { zipFileName: id, clock: runtime.clock, timeoutMs: ZIP_TIMEOUT_MS, onStatus: (s) => ctx.out.note(`zip: ${s}`) });
    const file = pathInside(dir, `${safeSegment(id, 'download')}.zip`);
    const bytes = await save(url, file);
    ctx.out.result({ id, files: [{ path: file, bytes }] }, () => file);
    return;
  }
  const request = await getJobRequest(http, id);
  const translated = (request.files ?? []).filter(
    (f) => f.category === 'TRANSLATED_DOCUMENT' && (!o.lang || f.languageId === o.lang),
  );
  if (translated.length === 0) {
    throw new CliFailure(o.lang ? 'There are no files available for the selected language' : 'Deliverable files are not available yet. Please try again later.');
  }
  const saved: { path: string; bytes: number; languageId: string | null }[] = [];
  for (const f of translated) {
    const folder = await withoutLink(pathInside(dir, safeSegment(f.languageId, 'other')));
    makeFolder(folder);
    const { downloadUrl } = await getFileDownloadUrl(http, id, f.fileKey);
    const path = pathInside(folder, safeSegment(f.fileName, f.fileKey.replace(/[^\w.-]/g, '_') || 'file'));
    saved.push({ path, bytes: await save(downloadUrl, path), languageId: f.languageId ?? null });
  }
  ctx.out.result({ id, files: saved }, () => saved.map((s) => s.path));
}
