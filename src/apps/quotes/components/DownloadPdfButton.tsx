// "Download PDF": the quote rendered by the platform's renderer, the same one `llts quote pdf`
// runs. The renderer and pdf-lib load on the first press only, so the quote page's own chunks stay small.
import type { AutoQuoteResponse } from '../../../platform/domain/entities/autoQuote';
import { quotePdfFileName } from '../../../platform/flows/quoteDocument';
import { userFacingMessage } from '../../../platform/http/userMessage';
import { contactDetails } from '../../../platform/locale/contacts';
import { useBranch } from '../../../platform/react/locale';
import { useAsyncAction } from '../../../platform/react/useAsyncAction';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { saveFile } from '../../../ui/saveFile';
import { useVariant } from '../hooks/useVariant';
import { quotesMessages } from '../messages';
import { useMessages } from '../../../ui/uiLocale';

export function DownloadPdfButton({
  quote,
  jobRequestId,
}: {
  quote: AutoQuoteResponse;
  jobRequestId: string;
}) {
  const t = useMessages(quotesMessages);
  const variant = useVariant();
  // Until the branch's contacts are known the issuer block could not be the one the page ends up showing.
  const { branch, isLoading: branchLoading } = useBranch();
  // A failed chunk load (offline, a deploy in between) or a rendering error: said beside the button.
  const download = useAsyncAction(async () => {
    const { renderQuotePdf } = await import('../../../platform/flows/quotePdf');
    // The issuer block shows the branch's support contacts, as the page's own address block does.
    const bytes = await renderQuotePdf(quote, {
      jobRequestId,
      variant,
      contacts: contactDetails(variant, branch),
    });
    saveFile(quotePdfFileName(quote, jobRequestId), bytes, 'application/pdf');
  });
  // -my-px: the 34 px button takes the title's 32 px line, so the card is as tall as before it had one.
  return (
    <div className="-my-px flex flex-col items-end gap-2 print:hidden">
      <Button
        variant="outline"
        size="sm"
        busy={download.busy}
        disabled={branchLoading}
        onClick={() => void download.run()}
      >
        {download.busy ? t('quotes.preparingPdf') : t('quotes.downloadPdf')}
      </Button>
      {download.error ? (
        <Alert kind="error">{t('quotes.pdfFailed', { reason: userFacingMessage(download.error) })}</Alert>
      ) : null}
    </div>
  );
}
