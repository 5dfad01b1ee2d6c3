// A value to copy by hand or with one click (the authenticator secret). The text stays selectable, since
// the clipboard can be refused (no permission, an insecure origin).
import { useState } from 'react';
import { useMessages } from '../../../ui/uiLocale';
import { Button } from '../../../ui/Button';
import { accountSettingsMessages } from '../messages';

export function CopyText({
  label,
  copyLabel,
  value,
  display = value,
}: {
  label: string;
  /** The Copy button's name for screen readers, naming what it copies. */
  copyLabel: string;
  value: string;
  display?: string;
}) {
  const t = useMessages(accountSettingsMessages);
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  const copy = () =>
    navigator.clipboard
      .writeText(value)
      .then(() => setCopied('yes'))
      .catch(() => setCopied('failed'));
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <code
          data-testid="authenticator-secret"
          className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900 select-all"
        >
          {display}
        </code>
        <Button variant="outline" size="sm" onClick={() => void copy()} aria-label={copyLabel}>
          {t('accountSettings.mfa.copy')}
        </Button>
        <span aria-live="polite" className="text-sm text-slate-700">
          {copied === 'yes'
            ? t('accountSettings.mfa.copied')
            : copied === 'failed'
              ? t('accountSettings.mfa.copyRefused')
              : ''}
        </span>
      </div>
    </div>
  );
}
