import { paths } from '../../config/paths.ts';

/**
 * Navigation items in menu order, with their labels. `reloadDocument`: a page the server renders
 * with data it reads per request is loaded as a whole document (one request), not through the
 * app (which would find no data and load it again).
 */
export const navItems = [
  { to: paths.home, label: 'Inicio' },
  { to: paths.gallery, label: 'Galeria' },
  { to: paths.news, label: 'Noticias' },
  { to: paths.calendar, label: 'Calendario', reloadDocument: true },
  { to: paths.about, label: 'Sobre Nosotros' },
  { to: paths.documents, label: 'Documentos' },
  { to: paths.history, label: 'Nuestra Historia' },
  { to: paths.team, label: 'Equipo Directivo' },
  { to: paths.admission, label: 'Admisión' },
] as const;

export const contactCta = { href: paths.contact, label: '¡Contactanos!' } as const;
