/** Every API path, defined once for the server routes and the browser client. */
export const API_PATHS = {
  news: '/api/news',
  newsItem: (id: number | string) => `/api/news/${String(id)}`,
  /** A news item's translation into `idioma` (`fr`, `en`): PUT and DELETE. */
  newsTranslation: (id: number | string, idioma: string) =>
    `/api/news/${String(id)}/traducciones/${idioma}`,
  login: '/api/login',
  facebookPhotos: (year: number | string) =>
    `/api/facebook-photos?year=${encodeURIComponent(String(year))}`,
  galleryYears: '/api/gallery/years',
  galleryYearPhotos: (year: number | string) =>
    `/api/gallery/${encodeURIComponent(String(year))}/photos`,
  galleryPhoto: (id: number | string) => `/api/gallery/photos/${String(id)}`,
  health: '/api/health',
  admins: '/api/admins',
  admin: (username: string) => `/api/admins/${encodeURIComponent(username)}`,
  ownPassword: '/api/admins/me/password',
  auditLog: '/api/audit-log',
  supplies: '/api/supplies',
  supplyYears: '/api/supplies/anios',
  supplyPublished: '/api/supplies/vigente',
  supplyYear: (year: number | string) => `/api/supplies/${encodeURIComponent(String(year))}`,
  supplyLevel: (year: number | string, level: string) =>
    `/api/supplies/${encodeURIComponent(String(year))}/${encodeURIComponent(level)}`,
  supplyCopy: (year: number | string, from: number | string) =>
    `/api/supplies/${encodeURIComponent(String(year))}/copiar-desde/${encodeURIComponent(String(from))}`,
  notice: '/api/notice',
  /** The notice's translation into `idioma` (`fr`, `en`): PUT and DELETE. */
  noticeTranslation: (idioma: string) => `/api/notice/traducciones/${idioma}`,
} as const;

/** Public URL prefix of stored uploads (news images, gallery photos). */
export const UPLOADS_PREFIX = '/uploads/';
