import { useAtom } from 'jotai';
import type { LocaleVariant } from '../../../platform/locale/localePath';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { openDialogAtom } from '../state';
import { termsSections } from '../terms';
import { TEXTS } from '../texts';

/** The ten sections of the terms; Escape, the backdrop or Close dismiss it and focus returns to the link. */
export function TermsDialog({ variant }: { variant: LocaleVariant }) {
  const [dialog, setDialog] = useAtom(openDialogAtom);
  const close = () => setDialog(null);
  return (
    <Dialog
      open={dialog === 'terms'}
      onClose={close}
      title={TEXTS.termsTitle}
      size="lg"
      bodyLabel={TEXTS.termsBodyLabel}
      actions={<Button onClick={close}>{TEXTS.close}</Button>}
    >
      <div className="grid gap-4 text-sm text-slate-800">
        {termsSections(variant).map((section) => (
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
