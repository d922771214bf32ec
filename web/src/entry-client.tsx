import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { findRoute } from './app/route-table.ts';
import { sectionLoaders } from './i18n/sections.ts';
import { provideDefaultTexts } from './i18n/texts.tsx';
import { initSession } from './lib/session-token.ts';

// Drop an expired or malformed admin token before anything renders.
initSession();
// The staff's app is in Spanish, the public pages it shows too: each text section loads the first
// time a component reads it, so a page carries only those it shows.
provideDefaultTexts((section) => sectionLoaders[section].es());

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

// Controls that only the code can work (print, share) stay unseen until now (global.css).
document.documentElement.setAttribute('data-code', '');

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

/**
 * Marks `lbj-hydrated` in the page's performance timeline once React owns every element of the
 * root, for `npm run bench:web` and the browser's performance panel (ADR 0038). React gives no
 * signal for the end of a hydration that goes on in Suspense boundaries after the root's first
 * commit; each element it has hydrated carries its `__reactFiber$…` property, named like the
 * root's `__reactContainer$…`, read here only for the mark. Checked when the main thread is idle
 * (browsers without idle callbacks get no mark), at most 400 times: an element React will never
 * own (a translation extension's) leaves the page without a mark, not checking forever.
 */
function markWhenHydrated(root: HTMLElement): void {
  const fiber = Object.keys(root)
    .find((key) => key.startsWith('__reactContainer$'))
    ?.replace('Container', 'Fiber');
  let checks = 400;
  const check = () => {
    // Links, metas, titles, styles and scripts are resources React places itself (an image's
    // preload in the item page's body), never hydrated as elements.
    const elements = root.querySelectorAll(':not(link, meta, title, style, script)');
    if ([...elements].every((element) => fiber && fiber in element)) {
      performance.mark('lbj-hydrated');
    } else if (--checks) {
      requestIdleCallback(check);
    }
  };
  if (fiber && 'requestIdleCallback' in window) requestIdleCallback(check);
}

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
  markWhenHydrated(root);
}

// A public page has painted already: /boot.js starts this module after its first paint (ADR
// 0028). Hydrating at once only schedules the work (React does it in tasks of its own), so the
// first slice comes a frame sooner than after waiting for one (ADR 0038).
start(container);
