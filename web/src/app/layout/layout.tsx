import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useTexts } from '../../i18n/texts.tsx';
import { findRoute } from '../route-table.ts';
import { ErrorBoundary, RouteErrorView } from '../error-views.tsx';
import { Footer } from './footer.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Navbar } from './navbar.tsx';
import { PageLoading } from './page-loading.tsx';
import styles from './layout.module.css';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * On every route change: scroll to the top, update <title>, move focus. (The meta description is
 * the server's: no reader sees it change, and the descriptions stay out of the entry chunk.)
 */
function useRouteChange(pathname: string, main: React.RefObject<HTMLElement | null>) {
  const first = useRef(true);
  const route = findRoute(pathname);
  // Pages with a parameter (/galeria/:year) set their own title.
  useDocumentTitle(route && !route.page.path.includes(':') ? route.page.title : undefined);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

export function Layout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const text = useTexts().layout;
  useRouteChange(pathname, mainRef);

  return (
    <div className={styles.shell}>
      <a href="#contenido" className={styles.skipLink}>
        {text.skipLink}
      </a>
      {/* The staff's pages are in Spanish only. */}
      {findRoute(pathname)?.page.staff ? null : <LanguageSwitcher />}
      <Navbar />
      <main id="contenido" ref={mainRef} tabIndex={-1} className={styles.main}>
        <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteErrorView error={error} />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
