// "Download PDF" (issue 21): the quote rendered by the platform's renderer, the same one `llts quote pdf`
// runs. The renderer and pdf-lib load on the first press only, so the quote page's own chunks stay small.
import { useState } from 'react';
import type { AutoQuoteResponse } from '../../../platform/domain/entities/autoQuote';
import { quotePdfFileName } from '../../../platform/flows/quoteDocument';
import { userFacingMessage } from '../../../platform/http/userMessage';
import { contactDetails } from '../../../platform/locale/contacts';
import { useBranch } from '../../../platform/react/locale';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { saveFile } from '../../../ui/saveFile';
import { useVariant } from '../hooks/useVariant';
import { TEXTS } from '../texts';

export function DownloadPdfButton({ quote, jobRequestId }: { quote: AutoQuoteResponse; jobRequestId: string }) {
  const variant = useVariant();
  // Until the branch's contacts are known the issuer block could not be the one the page ends up showing.
  const { branch, isLoading: branchLoading } = useBranch();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const { renderQuotePdf } = await import('../../../platform/flows/quotePdf');
      // The issuer block shows the branch's support contacts, as the page's own address block does.
      const bytes = await renderQuotePdf(quote, { jobRequestId, variant, contacts: contactDetails(variant, branch) });
      saveFile(quotePdfFileName(quote, jobRequestId), bytes, 'application/pdf');
    } catch (failure) {
      // A failed chunk load (offline, a deploy in between) or a rendering error: said beside the button.
      setError(userFacingMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  // -my-px: the 34 px button takes the title's 32 px line, so the card is as tall as before it had one.
  return (
    <div className="-my-px flex flex-col items-end gap-2 print:hidden">
      <Button variant="outline" size="sm" busy={busy} disabled={branchLoading} onClick={() => void download()}>
        {busy ? TEXTS.preparingPdf : TEXTS.downloadPdf}
      </Button>
      {error ? <Alert kind="error">{`${TEXTS.pdfFailed} ${error}`}</Alert> : null}
    </div>
  );
}
