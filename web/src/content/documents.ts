/**
 * The documents of /reglamentos. Each file lives in web/public/documents/; until the school
 * hands over the official PDF, web/scripts/documents.mjs writes a clearly titled stand-in
 * under the same name (an official file dropped there is never overwritten).
 */
export interface SchoolDocument {
  /** File name in web/public/documents/, served at /documents/<file>. */
  file: string;
  /** The document's name: the download link says exactly this. */
  title: string;
  description: string;
}

export interface DocumentGroup {
  id: string;
  /** Card heading (label). */
  title: string;
  intro: string;
  /** What the documents cover. */
  topics: readonly string[];
  documents: readonly SchoolDocument[];
}

export const DOCUMENTS_PATH = '/documents';

/** Copy of /reglamentos. */
export const documentsCopy = {
  eyebrow: 'Documentos',
  title: 'Documentos y reglamentos',
  lead: 'Aquí encontrarás los reglamentos, los protocolos de actuación y los documentos de la Ley TEA del colegio. Te invitamos a leerlos en familia.',
} as const;

export const documentGroups: readonly DocumentGroup[] = [
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
    documents: [
      {
        file: 'reglamento-interno-convivencia-escolar-2025.pdf',
        title: 'Reglamento Interno de Convivencia Escolar',
        description: 'Manual de Convivencia Escolar 2025.',
      },
      {
        file: 'reglamento-evaluacion-promocion.pdf',
        title: 'Reglamento de Evaluación y Promoción',
        description: 'Cómo evaluamos, calificamos y promovemos a nuestros estudiantes.',
      },
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
    documents: [
      {
        file: 'protocolos-de-actuacion.pdf',
        title: 'Protocolos de Actuación',
        description: 'Todos los protocolos del colegio reunidos en un solo documento.',
      },
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
    documents: [
      {
        file: 'protocolo-desregulacion-emocional.pdf',
        title: 'Protocolo de Desregulación Emocional',
        description:
          'Cómo prevenimos y acompañamos una desregulación emocional de estudiantes en el espectro autista.',
      },
      {
        file: 'certificado-laboral-apoderados.pdf',
        title: 'Certificado Laboral para Apoderados',
        description:
          'Formato con el que un apoderado justifica ante su empleador la salida del trabajo en una emergencia.',
      },
    ],
  },
];

export const allDocuments: readonly SchoolDocument[] = documentGroups.flatMap(
  (group) => group.documents,
);
