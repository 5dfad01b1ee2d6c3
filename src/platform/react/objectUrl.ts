// A Blob the page holds, at an address a frame or link can show, for as long as the component shows it.
import { useEffect, useState } from 'react';
import { objectUrlOf, type SafeUrl } from '../http/safeUrl';

/** The address of `blob` (undefined until made, or without a blob); revoked when the blob changes or on unmount. */
export function useObjectUrl(blob: Blob | undefined): SafeUrl | undefined {
  const [url, setUrl] = useState<SafeUrl>();
  useEffect(() => {
    if (!blob) return;
    const made = objectUrlOf(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}
