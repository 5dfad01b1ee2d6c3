import { useMessages } from '../../ui/uiLocale';
import { MfaCodeForm } from '../auth/MfaCodeForm';
import { demoPanelMessages } from './messages';

/** The persona's authenticator code, with the sign-in page's own form (and its validation). */
export default function PersonaMfaStep({
  username,
  busy,
  onSubmit,
  onCancel,
}: {
  username: string;
  busy: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const t = useMessages(demoPanelMessages);
  return (
    <>
      <h4 className="mb-2 text-sm font-semibold text-primary-800">
        {t('demoPanel.personas.mfaTitle', { username })}
      </h4>
      <MfaCodeForm busy={busy} onSubmit={onSubmit} onCancel={onCancel} />
    </>
  );
}
