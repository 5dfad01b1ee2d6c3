// quote pdf: the auto quote as the PDF the quote page's "Download PDF" saves (one renderer in the platform).
// Its own actions module so `quote show` never loads pdf-lib.
import { resolve } from 'node:path';
import { getAutoQuote } from '../../src/platform/api/autoQuotes';
import { getBranch } from '../../src/platform/api/branches';
import { quotePdfFileName } from '../../src/platform/flows/quoteDocument';
import { renderQuotePdf } from '../../src/platform/flows/quotePdf';
import { contactDetails } from '../../src/platform/locale/contacts';
import { isUkSegment, type LocaleVariant } from '../../src/platform/locale/localePath';
import type { ActionContext } from '../action';
import { writeOutputFile } from '../outputFiles';

interface PdfOptions {
  out?: string;
  variant?: 'us' | 'uk';
}

export async function pdf(ctx: ActionContext): Promise<void> {
  const [id] = ctx.args as [string];
  const o = ctx.opts as PdfOptions;
  const runtime = await ctx.runtime();
  const http = await runtime.publicHttp();
  // As the page reads its URL: the branch 'uk' (or 'en-gb') selects the UK variant; --variant wins. The branch's
  // own support e-mail and phone replace the variant's, as in the page's footer and issuer block.
  const branchId = ctx.globals.branch;
  const variant: LocaleVariant = o.variant
    ? (o.variant.toUpperCase() as LocaleVariant)
    : branchId && isUkSegment(branchId)
      ? 'UK'
      : 'US';
  const branch = branchId ? await getBranch(http, branchId) : undefined;
  const quote = await getAutoQuote(http, id);
  const bytes = await renderQuotePdf(quote, {
    jobRequestId: id,
    variant,
    contacts: contactDetails(variant, branch),
  });
  const file = resolve(ctx.streams.cwd, o.out ?? quotePdfFileName(quote, id));
  await writeOutputFile(file, bytes);
  ctx.out.result(
    { jobRequestId: id, file, bytes: bytes.byteLength, variant },
    () => `Wrote quote ${id} to ${file}`,
  );
}
