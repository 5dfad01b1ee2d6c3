// The otpauth URI as a QR code. The `qrcode` library is imported here, on first render, so it arrives in a
// chunk of its own only when the MFA setup shows (never with the shell, the home or the drawer).
import { useEffect, useState } from 'react';
import { Spinner } from '../../../ui/Spinner';

export function QrCode({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState<{ text: string; url: string } | { text: string; failed: true }>();
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (markup) =>
          current && setSvg({ text, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` }),
      )
      .catch(() => current && setSvg({ text, failed: true }));
    return () => {
      current = false;
    };
  }, [text]);
  if (!svg || svg.text !== text) return <Spinner label="Loading QR code…" />;
  if ('failed' in svg)
    return (
      <p className="text-sm text-slate-700">
        The QR code could not be drawn: type in the secret key instead.
      </p>
    );
  return (
    <img src={svg.url} alt={label} width={176} height={176} className="rounded border border-slate-200" />
  );
}
