// Starts a public page's islands after its first paint (ADR 0028 and its addendum, ADR 0046),
// only on a page that has one (a part with code of its own), a notice banner that can be closed
// or a print button: every other page runs nothing but this. The build minifies this file, so
// these comments are not sent. Its syntax is ES2020, older than the modules it starts (Vite's
// build target): a browser that cannot parse it could not run them either, and it has the whole
// page as HTML.
((d) => {
  const script = d.currentScript;
  const entry = script?.getAttribute('data-entry');
  const worker = navigator.serviceWorker;
  let started = false;
  const add = (tag, props) => {
    d.head.appendChild(Object.assign(d.createElement(tag), { crossOrigin: '' }, props));
  };
  // The service worker that keeps the pages a family opened for reading without a connection
  // (ADR 0048), registered 4 s after the page has loaded: installing it fetches and stores the
  // offline pages and this one, work that would otherwise compete with the page's last images
  // and its code for a slow phone's cores and connection. A page left sooner is in the browser's
  // cache anyway, and the next page registers it. The server leaves `data-sw` out when it is
  // turned off. On /reglamentos, once a worker is active, /guardar.js shows the buttons that
  // keep a document on the phone.
  if (worker && script?.hasAttribute('data-sw')) {
    addEventListener('load', () => {
      setTimeout(() => worker.register('/sw.js').catch(() => {}), 4000);
      if (d.querySelector('[data-guardar]')) {
        void worker.ready.then(() => add('script', { src: '/guardar.js' }));
      }
    });
  }
  if (!entry) return;
  // Nothing on this page needs code: its work is done (the mark `npm run bench:web` and the
  // browser tests read, which the islands' entry sets once the islands on screen have hydrated).
  if (!d.querySelector('[data-island],form[data-aviso-cerrar],[data-imprimir]')) {
    performance.mark('lbj-hydrated');
    return;
  }
  const start = () => {
    if (started) return;
    started = true;
    // A browser without modulepreload (Safari before 17, Firefox before 115) fetches the same
    // files into its HTTP cache instead, where the module loader finds them.
    const preload = d.createElement('link').relList.supports('modulepreload');
    for (const href of (script.getAttribute('data-preload') ?? '').split(' ')) {
      if (href && preload) add('link', { rel: 'modulepreload', href });
      else if (href) void fetch(href);
    }
    add('script', { type: 'module', src: entry });
  };
  const P = window.PerformanceObserver;
  if (P?.supportedEntryTypes?.includes('paint')) {
    new P((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) start();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 3000);
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
})(document);
