import { PHOTO_REQUEST_PATHS } from '@lbj/shared';

/** Every route path of the site, defined once. */
export const paths = {
  home: '/',
  gallery: '/galeria',
  galleryYear: (year: number | string) => `/galeria/${String(year)}`,
  news: '/news',
  about: '/aboutus',
  documents: '/reglamentos',
  history: '/historia',
  team: '/equipo-directivo',
  supplies: '/listado-utiles',
  hours: '/horarios-atencion',
  recognitions: '/reconocimientos',
  contact: '/contacto',
  mail: '/correo',
  admission: '/admision',
  adminLogin: '/adminlbj_',
  adminPanel: '/adminlbj_/panel',
  photoRequest: PHOTO_REQUEST_PATHS.form,
  photoRequestSent: PHOTO_REQUEST_PATHS.sent,
  calendar: '/calendario',
  /** What a phone shows, without a connection, for a page it has not kept. */
  offline: '/sin-conexion',
  digest: '/boletin',
} as const;
