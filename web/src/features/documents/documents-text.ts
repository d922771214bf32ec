import type { DocumentCategory, RequiredKind } from '@lbj/shared';

/**
 * The texts of /reglamentos: its words and the library's (the panel's own are in
 * documents-panel-text.ts). The documents' titles are the staff's data, in Spanish.
 */
export const DOCUMENTS_TEXT = {
  page: {
    eyebrow: 'Documentos',
    title: 'Documentos y reglamentos',
    lead: 'Aquí encontrarás los reglamentos, los protocolos de actuación y los documentos de la Ley TEA del colegio. Te invitamos a leerlos en familia.',
  },
  /** The heading over the three cards of what the documents cover. */
  topicsTitle: 'Qué contienen',
  topicsIncluded: 'Temas que incluye',
  /** The three cards (FACTS.md), by their id in content/documents.ts. */
  groups: [
    {
      id: 'reglamentos',
      title: 'Reglamentos',
      intro:
        'Las normas que ordenan nuestra vida en común y la forma en que evaluamos el aprendizaje de cada estudiante.',
      topics: [
        'Normas de convivencia escolar',
        'Derechos y deberes de los estudiantes',
        'Clasificación y manejo de faltas',
        'Procedimientos de evaluación y promoción',
        'Medidas formativas y disciplinarias',
      ],
    },
    {
      id: 'protocolos',
      title: 'Protocolos',
      intro:
        'Qué hacemos, paso a paso, para proteger a nuestros estudiantes cuando una situación lo requiere.',
      topics: [
        'Vulneración de derechos de los estudiantes',
        'Prevención y actuación frente a agresiones sexuales',
        'Retención de estudiantes embarazadas, madres y padres adolescentes',
        'Denuncias de maltrato',
        'Acoso escolar (bullying)',
        'Accidentes escolares',
      ],
    },
    {
      id: 'ley-tea',
      title: 'Ley TEA',
      intro:
        'La Ley N° 21.545 promueve la inclusión de las personas en el espectro autista. Así la aplicamos en el colegio.',
      topics: [
        'Prevención y acompañamiento de la desregulación emocional',
        'Espacios de calma para estudiantes en el espectro autista',
        'Permiso laboral para apoderados en caso de emergencia',
      ],
    },
  ],
  /** The library's headings: each required kind, then each category. */
  requiredKinds: {
    pei: 'Proyecto Educativo Institucional (PEI)',
    'reglamento-interno': 'Reglamento Interno y sus protocolos',
    'reglamento-evaluacion': 'Reglamento de Evaluación y Promoción',
    pise: 'Plan Integral de Seguridad Escolar (PISE)',
    utiles: 'Lista de útiles escolares',
    uniforme: 'Normas de uniforme',
  } satisfies Record<RequiredKind, string>,
  categories: {
    reglamento: 'Reglamentos y protocolos',
    utiles: 'Útiles escolares',
    otro: 'Otros documentos',
  } satisfies Record<DocumentCategory, string>,
  validFrom: (date: string) => `Vigente desde ${date}`,
  download: 'Descargar',
  /** Shown once the phone can keep documents (JavaScript and the service worker). */
  saveOffline: 'Guardar para leer sin conexión',
  savedOffline: 'Guardado en este teléfono',
  earlierVersions: 'Versiones anteriores',
  earlierVersion: (date: string) => `Versión vigente desde ${date}`,
  loading: 'Cargando documentos…',
  loadFailed: 'No se pudieron cargar los documentos. Revisa tu conexión e inténtalo de nuevo.',
  empty: 'Aún no hay documentos publicados. Puedes pedirlos en secretaría.',
} as const;
