import { useAtom } from 'jotai';
import type { LocaleVariant } from '../../../platform/locale/localePath';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { openDialogAtom } from '../state';
import { termsMessages } from '../termsText/messages';
import { termsSections } from '../termsText/terms';
import { quotesMessages } from '../messages';
import { useMessages } from '../../../ui/uiLocale';

/** The ten sections of the terms; Escape, the backdrop or Close dismiss it and focus returns to the link. */
export function TermsDialog({ variant }: { variant: LocaleVariant }) {
  const t = useMessages(quotesMessages);
  const terms = useMessages(termsMessages);
  const [dialog, setDialog] = useAtom(openDialogAtom);
  const close = () => setDialog(null);
  return (
    <Dialog
      open={dialog === 'terms'}
      onClose={close}
      title={t('quotes.termsTitle')}
      size="lg"
      bodyLabel={t('quotes.termsBodyLabel')}
      actions={<Button onClick={close}>{t('quotes.close')}</Button>}
    >
      <div className="grid gap-4 text-sm text-slate-800">
        {termsSections(variant, terms).map((section) => (
          <section key={section.title}>
            <h3 className="font-semibold text-primary-800">{section.title}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-1">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </Dialog>
  );
}
