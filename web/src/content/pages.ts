import { DIGEST_PAGE_DATA, PHOTO_REQUEST_PAGE_DATA_KEY } from '@lbj/shared';
import { paths } from '../config/paths.ts';

/**
 * Every page: its route and title (in the browser's entry chunk, for client-side navigation).
 * Descriptions live in page-descriptions.ts, read only by the build (ADR 0022).
 */
export interface PageMeta {
  path: string;
  /** File name in app/routes without extension; also the chunk id of its lazy module. */
  route: string;
  title: string;
  /** A staff page: Spanish only, never under /fr/ or /en/. */
  staff?: boolean;
  /** Rendered to static HTML at build time. */
  prerender: boolean;
  /** Listed in sitemap.xml and open to search engines. */
  indexable: boolean;
  /** Rendered by the server per request from a template the build writes (ADR 0022). */
  serverFilled?: boolean;
  /**
   * The page data keys the page reads (`usePageData`): the build writes the page as a template
   * and the server renders it per request with React and those values (ADR 0024).
   */
  serverData?: readonly string[];
}

export const pages: readonly PageMeta[] = [
  {
    path: paths.home,
    route: 'home',
    title: 'Colegio Cristiano Le Beau Jour · Viña del Mar',
    prerender: true,
    indexable: true,
    // The supplies card names the published year of the list; the latest news.
    serverData: ['utiles-anio', 'noticiasRecientes', 'calendario-proximos', 'admision-abierta'],
  },
  {
    path: paths.about,
    route: 'about',
    title: 'Sobre nosotros · Colegio Le Beau Jour',
    prerender: true,
    indexable: true,
  },
  {
    path: paths.history,
    route: 'history',
    title: 'Nuestra historia · Colegio Le Beau Jour',
    prerender: true,
    indexable: true,
  },
  {
    path: paths.team,
    route: 'team',
    title: 'Equipo directivo · Colegio Le Beau Jour',
    prerender: true,
    indexable: true,
  },
  {
    path: paths.documents,
    route: 'documents',
    title: 'Documentos y reglamentos · Colegio Le Beau Jour',
    prerender: true,
    indexable: true,
    // The documents library.
    serverData: ['documentos'],
  },
  {
    path: paths.supplies,
    route: 'supplies',
    // The year is the data's (the heading and, once the page runs, the tab's title say it).
    title: 'Listado de útiles escolares · Colegio Le Beau Jour',
    prerender: true,
    indexable: true,
    serverData: ['utiles', 'documentos'],
  },
  {
    path: paths.hours,
    route: 'hours',
    title: 'Horarios de atención · Colegio Le Beau Jour',
    prerender: true,
    indexable: true,
  },
  {
    path: paths.recognitions,
    route: 'recognitions',
    title: 'Reconocimientos · Colegio Le Beau Jour',
    prerender: true,
    indexable: true,
  },
  {
    path: paths.gallery,
    route: 'gallery',
    title: 'Galería de fotos · Colegio Le Beau Jour',
    prerender: true,
    indexable: true,
    // The years that have photos, in the HTML as served (ADR 0024).
    serverData: ['galeria-anios'],
  },
  {
    path: paths.news,
    route: 'news',
    title: 'Noticias · Colegio Le Beau Jour',
    prerender: true,
    indexable: true,
    // The list's page, category and search from the address (ADR 0033).
    serverData: ['utiles-anio', 'noticias'],
  },
  {
    path: paths.contact,
    route: 'contact',
    title: 'Contacto · Colegio Le Beau Jour',
    prerender: true,
    indexable: true,
  },
  {
    path: paths.mail,
    route: 'mail',
    title: 'Escríbenos · Colegio Le Beau Jour',
    prerender: true,
    indexable: true,
  },
  {
    path: paths.admission,
    route: 'admission',
    // The year is the data's (the heading and, once the page runs, the tab's title say it).
    title: 'Admisión · Colegio Le Beau Jour',
    prerender: true,
    indexable: true,
    // The published process and the inquiry form's signed stamp, fresh at each request.
    serverData: ['admision', 'admision-formulario'],
  },
  {
    path: paths.adminLogin,
    route: 'admin-login',
    staff: true,
    title: 'Acceso administradores · Colegio Le Beau Jour',
    prerender: true,
    indexable: false,
  },
  {
    // Staff only: a client-rendered shell (noindex, never in the sitemap), like /galeria/:year.
    path: paths.adminPanel,
    route: 'admin-panel',
    staff: true,
    title: 'Panel de administración · Colegio Le Beau Jour',
    prerender: false,
    indexable: false,
  },
  {
    path: paths.calendar,
    route: 'calendar',
    title: 'Calendario escolar · Colegio Le Beau Jour',
    prerender: true,
    indexable: true,
    // The months shown, the filters and the last changes, from the address.
    serverData: ['calendario'],
  },
  {
    // One event: the server renders it with its data and writes its own head (title, share
    // tags, canonical address) from the page's hoisted tags.
    path: `${paths.calendar}/:slug`,
    route: 'calendar-event',
    title: 'Evento del calendario · Colegio Le Beau Jour',
    prerender: false,
    indexable: true,
    serverData: ['calendario-evento'],
  },
  {
    path: `${paths.news}/:slug`,
    route: 'news-item',
    // The server writes each item's head; the page sets its own title.
    title: 'Noticias · Colegio Le Beau Jour',
    prerender: false,
    indexable: false,
    serverFilled: true,
  },
  {
    path: '/galeria/:year',
    route: 'gallery-year',
    title: 'Fotos del año · Colegio Le Beau Jour',
    prerender: false,
    indexable: false,
  },
  {
    // A family asks for a photo's removal: rendered per request (the form's stamp, the photo).
    path: paths.photoRequest,
    route: 'photo-request',
    title: 'Solicitar retiro de una foto · Colegio Le Beau Jour',
    prerender: true,
    indexable: false,
    serverData: [PHOTO_REQUEST_PAGE_DATA_KEY],
  },
  {
    path: paths.photoRequestSent,
    route: 'photo-request-sent',
    title: 'Recibimos tu solicitud · Colegio Le Beau Jour',
    prerender: true,
    indexable: false,
  },
  {
    // Families sign up for the school's e-mail: rendered per request (the form's stamp).
    path: paths.digest,
    route: 'digest',
    title: 'Boletín por correo · Colegio Le Beau Jour',
    prerender: true,
    indexable: true,
    serverData: [DIGEST_PAGE_DATA.form],
  },
  {
    // What the service worker answers, without a connection, for a page the phone has not kept:
    // it writes the list of kept pages into it. Nothing to find in a search engine.
    path: paths.offline,
    route: 'offline',
    title: 'Sin conexión · Colegio Le Beau Jour',
    prerender: true,
    indexable: false,
  },
];
