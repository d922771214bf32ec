import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { findRoute } from './app/route-table.ts';
import { initSession } from './lib/session-token.ts';

// Drop an expired or malformed admin token before anything renders.
initSession();

// The notice banner (server HTML, outside the root, there before this runs and never added later)
// closes without a reload. Its code comes only with a banner that has a close form, so the pages
// without one leave it out of their initial JavaScript (ADR 0008, 0026); until it has come, the
// form posts and the server closes the banner, as without JavaScript.
if (document.querySelector('form[data-aviso-cerrar]')) {
  import('./features/notice/dismiss-notice.ts')
    .then(({ wireNoticeDismissal }) => {
      wireNoticeDismissal();
    })
    .catch(() => undefined);
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Start fetching the current page's code now; prerendered HTML stays in place meanwhile.
findRoute(window.location.pathname)
  ?.preload()
  .catch(() => undefined);

function start(root: HTMLElement): void {
  if (!root.hasChildNodes()) {
    createRoot(root).render(app);
    return;
  }
  // Hydrating in a transition lets React yield to the browser between chunks of work, so a slow
  // phone never sees one long frozen task.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

// The prerendered page is complete: let the browser paint it first, then hydrate.
requestAnimationFrame(() => {
  setTimeout(() => {
    start(container);
  }, 0);
});
