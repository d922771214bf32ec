// Starts the page's code after its first paint (ADR 0028 and its addendum).
(function (d) {
  var s = d.currentScript,
    entry = s && s.getAttribute('data-entry'),
    started;
  if (!entry) return;
  function add(tag, props) {
    d.head.appendChild(Object.assign(d.createElement(tag), { crossOrigin: '' }, props));
  }
  function start() {
    if (started) return;
    started = 1;
    (s.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (href) add('link', { rel: 'modulepreload', href: href });
    });
    add('script', { type: 'module', src: entry });
  }
  var P = window.PerformanceObserver;
  if (P && (P.supportedEntryTypes || []).indexOf('paint') > -1) {
    new P(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 3000);
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})(document);
