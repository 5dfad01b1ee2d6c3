// The otpauth URI as a QR code. The `qrcode` library is imported here, on first render, so it arrives in a
// chunk of its own only when the MFA setup shows (never with the shell, the home or the drawer).
import type * as QrCodeModule from 'qrcode';
import { useEffect, useState } from 'react';
import { useMessages } from '../../../ui/uiLocale';
import { Spinner } from '../../../ui/Spinner';
import { accountSettingsMessages } from '../messages';

type QrCodeLibrary = typeof QrCodeModule;

/**
 * The CommonJS exports object: the bundler's namespace of a CommonJS module leaves out an export named
 * `toString` (every object already has one), so only `default` reliably carries it.
 */
const qrcodeLibrary = (module: QrCodeLibrary) => (module as { default?: QrCodeLibrary }).default ?? module;

export function QrCode({ text, label }: { text: string; label: string }) {
  const t = useMessages(accountSettingsMessages);
  // The image address is made here, from the library's markup: a data: image, never a server's address.
  const [svg, setSvg] = useState<
    { text: string; url: `data:image/svg+xml;${string}` } | { text: string; failed: true }
  >();
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((module) =>
        qrcodeLibrary(module).toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then(
        (markup) =>
          current && setSvg({ text, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` }),
      )
      .catch(() => current && setSvg({ text, failed: true }));
    return () => {
      current = false;
    };
  }, [text]);
  if (!svg || svg.text !== text) return <Spinner label={t('accountSettings.mfa.loadingQr')} />;
  if ('failed' in svg) return <p className="text-sm text-slate-700">{t('accountSettings.mfa.qrFailed')}</p>;
  return (
    <img src={svg.url} alt={label} width={176} height={176} className="rounded border border-slate-200" />
  );
}
