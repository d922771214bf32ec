import { NOTICE_COOKIE, NOTICE_DISMISS_FIELDS, NOTICE_KEY_PATTERN } from '@lbj/shared';

/**
 * Closes the notice banner without a reload. The banner is the server's HTML, outside the React
 * root; its close control is a form that works without JavaScript (POST /aviso/cerrar sets the
 * cookie and comes back). With JavaScript, the site's entry script loads this module and calls it
 * once when the page has a banner with a close form (pages without one never load it): the same
 * cookie is set here, the banner goes, and the focus moves to what followed it (the skip link),
 * never lost on <body>. One listener on the document: it works whenever the banner is there.
 * Once it listens, `<html data-aviso-js>` says so (until then a press posts the form).
 */
export function wireNoticeDismissal(doc: Document = document): void {
  doc.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-aviso-cerrar')) return;
    const key = new FormData(form).get(NOTICE_DISMISS_FIELDS.key);
    // Anything unexpected: let the form post, and the server decide.
    if (typeof key !== 'string' || !NOTICE_KEY_PATTERN.test(key)) return;
    event.preventDefault();
    const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
    doc.cookie = `${NOTICE_COOKIE.name}=${key}; Path=/; Max-Age=${String(NOTICE_COOKIE.maxAgeSeconds)}; SameSite=Lax${secure}`;
    form.closest('[data-aviso]')?.remove();
    doc.querySelector<HTMLElement>('#root a[href="#contenido"], #contenido')?.focus();
  });
  doc.documentElement.setAttribute('data-aviso-js', '');
}
