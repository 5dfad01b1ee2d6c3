// Text a server gives for display (a client's instructional text): HTML when it contains markup,
// sanitised with DOMPurify before it reaches the page (no scripts, no event handlers, no javascript:
// links, no inline styles); plain text otherwise, shown line by line.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const MARKUP = /<[a-z][\s\S]*>/i;

export const containsMarkup = (text: string): boolean => MARKUP.test(text);

export function RichText({ text, className }: { text: string; className?: string }) {
  const html = useMemo(
    () =>
      containsMarkup(text)
        ? // TrustedHTML where the browser has Trusted Types: DOMPurify's own policy is the one the page's
          // Content-Security-Policy allows to write HTML (lib/security-headers.mjs). Style attributes go
          // too: the policy would refuse them.
          DOMPurify.sanitize(text, {
            USE_PROFILES: { html: true },
            FORBID_ATTR: ['style'],
            RETURN_TRUSTED_TYPE: true,
          })
        : undefined,
    [text],
  );
  if (html !== undefined) return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className={className}>
      {text.split(/\r?\n/).map((line, index) => (
        <p key={index}>{line || '\u00a0'}</p>
      ))}
    </div>
  );
}
