import { paths } from '../../config/paths.ts';

// Every Spanish text of the header, the menu, the footer and the language switcher.

export const LAYOUT_TEXT = {
  skipLink: 'Saltar al contenido',
  brandSmall: 'Colegio Cristiano ',
  homeHint: ' (página de inicio)',
  mainNav: 'Principal',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  menu: 'Menú',
  mobileNav: 'Menú móvil',
  /**
   * Navigation items in menu order, with their labels. `reloadDocument`: a page the server
   * renders with data it reads per request is loaded as a whole document (one request), not
   * through the app (which would find no data and load it again).
   */
  navItems: [
    { to: paths.home, label: 'Inicio' },
    { to: paths.gallery, label: 'Galeria' },
    { to: paths.news, label: 'Noticias' },
    { to: paths.calendar, label: 'Calendario', reloadDocument: true },
    { to: paths.about, label: 'Sobre Nosotros' },
    { to: paths.documents, label: 'Documentos' },
    { to: paths.history, label: 'Nuestra Historia' },
    { to: paths.team, label: 'Equipo Directivo' },
    { to: paths.admission, label: 'Admisión' },
  ],
  contactCta: '¡Contactanos!',
  tagline: 'EDUCANDO AL ABRIGO DEL ALTÍSIMO',
  follow: 'Síguenos',
  /** The footer's link to the sign-up for the school's e-mail. */
  digestLink: 'Recibe el boletín por correo',
  socialLabel: (network: string) => `${network} del colegio (se abre en una pestaña nueva)`,
  /** The school's name in the footer, and after the © sign. */
  schoolName: 'Colegio Cristiano Le Beau Jour',
  copyrightName: 'Colegio Le Beau Jour',
  rights: 'Todos los derechos reservados.',
  loading: 'Cargando página…',
  /** The language switcher's name for assistive technology. */
  languages: 'Idiomas del sitio',
} as const;
