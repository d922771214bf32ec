// What the benchmarks' site shows, put there through the API as the staff would: three news items
// with photos (the home page's latest news, an item's page), an open admission process (/admision
// and the home page show it) and a calendar event next month (/calendario, the home page and an
// event's page).
import { formBody, newsFields, photo } from './reliability-support.mjs';

/** Fills the site at `url` as the administrator of `token`; returns an item's and an event's page. */
export async function seedSite(url, token) {
  // Three items with photos: the home page's latest news, and an item page to measure.
  let itemPath = '';
  for (const titulo of [
    'Feria científica 2026',
    'Jornada deportiva',
    'Muestra de fin de semestre',
  ]) {
    const { payload, contentType } = await formBody(newsFields(titulo, await photo(3000, 2000)));
    const response = await fetch(`${url}/api/news`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body: payload,
    });
    if (response.status !== 201) throw new Error(`publish: ${String(response.status)}`);
    itemPath = (await response.json()).ruta;
  }
  // An open admission process (so /admision and / show it) and a calendar event next month (so
  // /calendario, the home page and an event's page show one).
  const authed = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const LEVELS = [
    'pre-kinder',
    'kinder',
    ...Array.from({ length: 8 }, (_, i) => `${String(i + 1)}-basico`),
  ];
  const nextYear = new Date().getUTCFullYear() + 1;
  const admission = await fetch(`${url}/api/admissions/${String(nextYear)}`, {
    method: 'PUT',
    headers: authed,
    body: JSON.stringify({
      abierto: true,
      vacantes: Object.fromEntries(LEVELS.map((level, i) => [level, i % 4])),
      criterios:
        'Orden de postulación, entrevista con la familia y adhesión al proyecto educativo.',
      postulacion_desde: `${String(nextYear - 1)}-08-01`,
      postulacion_hasta: `${String(nextYear - 1)}-12-15`,
      fecha_resultados: `${String(nextYear - 1)}-12-22`,
      requisitos: 'Certificado de nacimiento; informe del jardín o colegio anterior.',
      pruebas: 'No se aplican pruebas.',
      aranceles: 'Matrícula y diez cuotas mensuales, informadas en la entrevista.',
      pei_url: '/reglamentos',
    }),
  });
  if (admission.status !== 200) throw new Error(`admission: ${String(admission.status)}`);
  const soon = new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const event = await fetch(`${url}/api/calendar/events`, {
    method: 'POST',
    headers: authed,
    body: JSON.stringify({
      titulo: 'Reunión de apoderados',
      descripcion: 'Entrega de informes del semestre en cada sala.',
      todo_el_dia: false,
      inicio: `${soon}T19:00:00-03:00`,
      fin: `${soon}T20:30:00-03:00`,
      lugar: 'Salas de clases',
      niveles: ['1-basico', '2-basico'],
      categoria: 'reunion-apoderados',
    }),
  });
  if (event.status !== 201) throw new Error(`calendar: ${String(event.status)}`);
  return { itemPath, eventPath: new URL((await event.json()).url).pathname };
}
