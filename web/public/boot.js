// Starts the page's code after its first paint (ADR 0028 and its addendum), in short tasks (ADR
// 0038). The build minifies this file, so these comments are not sent. Its syntax is ES2020, older
// than the modules it starts (Vite's build target): a browser that cannot parse it could not run
// them either, and it has the whole page as HTML.
((d) => {
  const script = d.currentScript;
  const entry = script?.getAttribute('data-entry');
  let started = false;
  if (!entry) return;
  const add = (tag, props) => {
    d.head.appendChild(Object.assign(d.createElement(tag), { crossOrigin: '' }, props));
  };
  const start = () => {
    if (started) return;
    started = true;
    // A browser without modulepreload (Safari before 17, Firefox before 115) fetches the same
    // files into its HTTP cache instead, where the module loader finds them: what Vite's
    // modulepreload polyfill did for the page's own modules, which the entry no longer carries.
    const preload = d.createElement('link').relList.supports('modulepreload');
    for (const href of (script.getAttribute('data-preload') ?? '').split(' ')) {
      if (href && preload) add('link', { rel: 'modulepreload', href });
      else if (href) void fetch(href);
    }
    add('script', { type: 'module', src: entry });
    // The page's first use of Intl loads the browser's locale data: about 11 ms of CPU on the
    // bench machine (four times that on a mid phone), whatever the locale, and under 1 ms for
    // every later format. A module that formats a date or a year as it is evaluated would pay
    // it inside its own evaluation, which then becomes a long task. On a page whose code uses
    // Intl (the build says so), paid here instead, in a task of its own, while the modules
    // download.
    if (script.hasAttribute('data-intl')) {
      setTimeout(() => {
        try {
          Intl.DateTimeFormat(d.documentElement.lang).format(0);
        } catch {
          // A language Intl does not know: the page's code pays it, as before.
        }
      });
    }
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
