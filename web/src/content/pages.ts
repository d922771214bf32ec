import { paths } from '../config/paths.ts';

/** Title and description of every page, for the <head> and for search engines. */
export interface PageMeta {
  path: string;
  /** File name in app/routes without extension; also the chunk id of its lazy module. */
  route: string;
  title: string;
  description: string;
  /** Rendered to static HTML at build time. */
  prerender: boolean;
  /** Listed in sitemap.xml and open to search engines. */
  indexable: boolean;
}

export const pages: readonly PageMeta[] = [
  {
    path: paths.home,
    route: 'home',
    title: 'Colegio Cristiano Le Beau Jour · Viña del Mar',
    description:
      'Colegio cristiano trilingüe con énfasis en francés en Viña del Mar. De pre-kínder a 8º básico, educando al abrigo del Altísimo desde 1983.',
    prerender: true,
    indexable: true,
  },
  {
    path: paths.about,
    route: 'about',
    title: 'Sobre nosotros · Colegio Le Beau Jour',
    description:
      'Quiénes somos, nuestra visión y nuestra misión: formación integral, valores cristianos y enseñanza trilingüe personalizada.',
    prerender: true,
    indexable: true,
  },
  {
    path: paths.history,
    route: 'history',
    title: 'Nuestra historia · Colegio Le Beau Jour',
    description:
      'La historia del Colegio Le Beau Jour, fundado en 1983 por Hernán Bastos e inspirado en el modelo educativo francés.',
    prerender: true,
    indexable: true,
  },
  {
    path: paths.team,
    route: 'team',
    title: 'Equipo directivo · Colegio Le Beau Jour',
    description:
      'Conoce al equipo de gestión y de convivencia escolar del Colegio Le Beau Jour y su formación académica.',
    prerender: true,
    indexable: true,
  },
  {
    path: paths.documents,
    route: 'documents',
    title: 'Documentos y reglamentos · Colegio Le Beau Jour',
    description:
      'Descarga el Reglamento Interno, los protocolos de actuación y los documentos de la Ley TEA del Colegio Le Beau Jour.',
    prerender: true,
    indexable: true,
  },
  {
    path: paths.supplies,
    route: 'supplies',
    title: 'Listado de útiles escolares 2025 · Colegio Le Beau Jour',
    description:
      'Lista de útiles escolares 2025 por nivel: pre-kínder y kínder, 1º a 4º básico y 5º a 8º básico.',
    prerender: true,
    indexable: true,
  },
  {
    path: paths.hours,
    route: 'hours',
    title: 'Horarios de atención · Colegio Le Beau Jour',
    description:
      'Horario de atención del Colegio Le Beau Jour: lunes a viernes, de 9:00 a 19:00 horas.',
    prerender: true,
    indexable: true,
  },
  {
    path: paths.recognitions,
    route: 'recognitions',
    title: 'Reconocimientos · Colegio Le Beau Jour',
    description:
      'Convenio de colaboración con la PUCV y reconocimiento nacional 2024 a nuestras prácticas pedagógicas.',
    prerender: true,
    indexable: true,
  },
  {
    path: paths.gallery,
    route: 'gallery',
    title: 'Galería de fotos · Colegio Le Beau Jour',
    description: 'Fotos de la vida escolar del Colegio Le Beau Jour, año por año.',
    prerender: true,
    indexable: true,
  },
  {
    path: paths.news,
    route: 'news',
    title: 'Noticias · Colegio Le Beau Jour',
    description: 'Noticias, comunicados y eventos del Colegio Le Beau Jour.',
    prerender: true,
    indexable: true,
  },
  {
    path: paths.contact,
    route: 'contact',
    title: 'Contacto · Colegio Le Beau Jour',
    description:
      'Teléfono, correo electrónico, dirección y mapa del Colegio Le Beau Jour en Viña del Mar.',
    prerender: true,
    indexable: true,
  },
  {
    path: paths.mail,
    route: 'mail',
    title: 'Escríbenos · Colegio Le Beau Jour',
    description: 'Envía un mensaje al Colegio Le Beau Jour desde tu correo electrónico.',
    prerender: true,
    indexable: true,
  },
  {
    path: paths.adminLogin,
    route: 'admin-login',
    title: 'Acceso administradores · Colegio Le Beau Jour',
    description: 'Acceso privado para el equipo del Colegio Cristiano Le Beau Jour.',
    prerender: true,
    indexable: false,
  },
  {
    path: '/galeria/:year',
    route: 'gallery-year',
    title: 'Fotos del año · Colegio Le Beau Jour',
    description: 'Fotos de la vida escolar del Colegio Le Beau Jour.',
    prerender: false,
    indexable: false,
  },
];
