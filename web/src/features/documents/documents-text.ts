/** The texts of the /reglamentos library (the panel's own are in documents-panel-text.ts). */
export const DOCUMENTS_TEXT = {
  // /reglamentos
  validFrom: (date: string) => `Vigente desde ${date}`,
  download: 'Descargar',
  earlierVersions: 'Versiones anteriores',
  earlierVersion: (date: string) => `Versión vigente desde ${date}`,
  loading: 'Cargando documentos…',
  loadFailed: 'No se pudieron cargar los documentos. Revisa tu conexión e inténtalo de nuevo.',
  empty: 'Aún no hay documentos publicados. Puedes pedirlos en secretaría.',
} as const;
