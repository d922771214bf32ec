import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../config/paths.ts';
import { AppErrorView, ErrorBoundary } from './error-views.tsx';
import { Layout } from './layout/layout.tsx';
import { appRoutes } from './route-table.ts';

export function App() {
  return (
    <ErrorBoundary fallback={(error) => <AppErrorView error={error} />}>
      <Routes>
        <Route element={<Layout />}>
          {appRoutes.map(({ page, Component }) => (
            <Route key={page.path} path={page.path} element={<Component />} />
          ))}
          <Route path="*" element={<Navigate to={paths.home} replace />} />
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
