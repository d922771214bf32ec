import { LEGACY_DOCUMENTS } from '@lbj/shared';

/**
 * The school's documents as /reglamentos' three cards group them (their words, in every
 * language, are in features/documents/documents-text.ts). The documents themselves live in the
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
  documents: readonly SchoolDocument[];
}

/** A shipped PDF, titled as the library's import titles it. */
function shipped(file: string, description: string): SchoolDocument {
  const legacy = LEGACY_DOCUMENTS.find((entry) => entry.file === file);
  if (!legacy) throw new Error(`${file} is not in LEGACY_DOCUMENTS`);
  return { file, title: legacy.titulo, description };
}

export const documentGroups: readonly DocumentGroup[] = [
  {
    id: 'reglamentos',
    title: 'Reglamentos',
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
