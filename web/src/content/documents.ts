import { LEGACY_DOCUMENTS } from '@lbj/shared';

/**
 * What /reglamentos says about the school's documents. The documents themselves live in the
 * library (the server's GET /api/documents), which staff keep in the panel.
 *
 * The PDFs the site shipped before the library are still listed here: web/scripts/documents.mjs
 * keeps each in web/public/documents/ (a clearly titled stand-in until the school hands over the
 * official file), and the server moves them into the library at its first start
 * (LEGACY_DOCUMENTS in @lbj/shared, whose titles these are).
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

/** A shipped PDF, titled as the library's import titles it. */
function shipped(file: string, description: string): SchoolDocument {
  const legacy = LEGACY_DOCUMENTS.find((entry) => entry.file === file);
  if (!legacy) throw new Error(`${file} is not in LEGACY_DOCUMENTS`);
  return { file, title: legacy.titulo, description };
}

/** Copy of /reglamentos. */
export const documentsCopy = {
  eyebrow: 'Documentos',
  title: 'Documentos y reglamentos',
  lead: 'Aquí encontrarás los reglamentos, los protocolos de actuación y los documentos de la Ley TEA del colegio. Te invitamos a leerlos en familia.',
} as const;

/** The heading over the three cards of what the documents cover. */
export const documentTopicsTitle = 'Qué contienen';

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
      shipped(
        'reglamento-interno-convivencia-escolar-2025.pdf',
        'Manual de Convivencia Escolar 2025.',
      ),
      shipped(
        'reglamento-evaluacion-promocion.pdf',
        'Cómo evaluamos, calificamos y promovemos a nuestros estudiantes.',
      ),
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
      shipped(
        'protocolos-de-actuacion.pdf',
        'Todos los protocolos del colegio reunidos en un solo documento.',
      ),
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
      shipped(
        'protocolo-desregulacion-emocional.pdf',
        'Cómo prevenimos y acompañamos una desregulación emocional de estudiantes en el espectro autista.',
      ),
      shipped(
        'certificado-laboral-apoderados.pdf',
        'Formato con el que un apoderado justifica ante su empleador la salida del trabajo en una emergencia.',
      ),
    ],
  },
];

export const allDocuments: readonly SchoolDocument[] = documentGroups.flatMap(
  (group) => group.documents,
);
