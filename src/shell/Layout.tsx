import { useRef, type ReactNode } from 'react';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { useDocumentLanguage, useFocusOnPageChange } from './routing/pageChange';

/** Header, the page, footer; a skip link first so keyboard users can jump past the header. */
export function Layout({ children }: { children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnPageChange(mainRef);
  useDocumentLanguage();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-primary-800"
      >
        Skip to content
      </a>
      <Header />
      <main ref={mainRef} id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
