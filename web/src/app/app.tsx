import { PREFIXED_LANGS, langOfPath, pathInLang } from '@lbj/shared';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { LangContext } from '../i18n/lang.tsx';
import { AppErrorView, ErrorBoundary } from './error-views.tsx';
import { Layout } from './layout/layout.tsx';
import { appRoutes } from './route-table.ts';

/** The public pages, which exist in every language; the staff's are Spanish only. */
const publicRoutes = appRoutes.filter(({ page }) => !page.staff);

/**
 * The site, in the language of the address: Spanish at the unprefixed addresses, French under
 * /fr/ and English under /en/, with the same page paths after the prefix. An unknown address
 * leads to the home page in its language.
 */
export function App() {
  const lang = langOfPath(useLocation().pathname);
  return (
    <LangContext value={lang}>
      <ErrorBoundary fallback={(error) => <AppErrorView error={error} />}>
        <Routes>
          <Route element={<Layout />}>
            {appRoutes.map(({ page, Component }) => (
              <Route key={page.path} path={page.path} element={<Component />} />
            ))}
            {PREFIXED_LANGS.flatMap((prefixed) =>
              publicRoutes.map(({ page, Component }) => (
                <Route
                  key={pathInLang(prefixed, page.path)}
                  path={pathInLang(prefixed, page.path)}
                  element={<Component />}
                />
              )),
            )}
            <Route path="*" element={<Navigate to={pathInLang(lang, paths.home)} replace />} />
          </Route>
        </Routes>
      </ErrorBoundary>
    </LangContext>
  );
}
