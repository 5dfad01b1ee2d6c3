import { useRef, type ReactNode } from 'react';
import { OptionalPart } from '../platform/react/OptionalPart';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { useImpersonation } from '../platform/react/session';
import { impersonationBanner } from './signedInChunks';
import { useDocumentLanguage, useFocusOnPageChange } from './routing/pageChange';
import { useMessages } from '../ui/uiLocale';
import { shellMessages } from './messages';

/** The banner's code loads only while someone is impersonated: no other visit needs it. */
function ImpersonationSlot() {
  const { actingAs } = useImpersonation();
  if (!actingAs) return null;
  return (
    <OptionalPart>
      <impersonationBanner.Component />
    </OptionalPart>
  );
}

/** Header, the impersonation banner while acting as someone, the page, footer; a skip link first so keyboard users can jump past the header. */
export function Layout({ children }: { children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnPageChange(mainRef);
  useDocumentLanguage();
  const t = useMessages(shellMessages);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:start-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-primary-800"
      >
        {t('shell.skipToContent')}
      </a>
      <Header />
      <ImpersonationSlot />
      {/* At least a screen tall: the footer starts below the first screen, so a page that grows as its chunks
          and data arrive (a tool's own loading states) pushes nothing visible down (CLS 0.15–0.24 on a
          phone, the footer's jump, before). */}
      <main ref={mainRef} id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
