// `/guardar.js`: "Guardar para leer sin conexión" on /reglamentos. /boot.js loads it only on a page
// with such buttons and once the service worker is active (the worker is what opens a saved
// document without a connection). As served, the buttons and the "Guardado en este teléfono"
// marks are hidden; this shows each document's button, or its mark once saved. The texts are the
// page's own, in its language.
import {
  DOCUMENTS_CACHE,
  SAVE_ATTRIBUTE,
  SAVED_ATTRIBUTE,
  SAVED_DOCUMENTS_MAX,
} from './offline-page.ts';

const controls = () =>
  document.querySelectorAll<HTMLElement>(`[${SAVE_ATTRIBUTE}],[${SAVED_ATTRIBUTE}]`);

/** Shows each document's mark when it is saved, its button when not. */
async function show(): Promise<void> {
  const cache = await caches.open(DOCUMENTS_CACHE);
  const saved = (await cache.keys()).map((request) => new URL(request.url).pathname);
  for (const control of controls()) {
    const mark = control.hasAttribute(SAVED_ATTRIBUTE);
    const address = control.getAttribute(mark ? SAVED_ATTRIBUTE : SAVE_ATTRIBUTE) ?? '';
    control.hidden = saved.includes(address) !== mark;
  }
}

/** Saves one document; over the bound, the one saved longest ago goes (a cache keeps order). */
async function save(address: string): Promise<void> {
  const cache = await caches.open(DOCUMENTS_CACHE);
  await cache.add(address);
  const requests = await cache.keys();
  for (const request of requests.slice(0, requests.length - SAVED_DOCUMENTS_MAX)) {
    await cache.delete(request);
  }
}

for (const control of controls()) {
  const address = control.getAttribute(SAVE_ATTRIBUTE);
  if (address === null) continue;
  control.addEventListener('click', () => {
    void save(address)
      .catch(() => undefined)
      .then(show)
      // The mark takes the button's place: focus goes to it rather than to the page's top.
      .then(() => (control.nextElementSibling as HTMLElement | null)?.focus());
  });
}
void show();
