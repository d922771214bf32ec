import type { Texts } from '../../i18n/texts.tsx';
import type { DOCUMENTS_TEXT as SPANISH } from './documents-text.ts';

export const DOCUMENTS_TEXT: Texts<typeof SPANISH> = {
  page: {
    eyebrow: 'Documents',
    title: 'Documents and regulations',
    lead: 'Here you will find the school’s regulations, its protocols and the documents relating to the TEA Law. We encourage you to read them together as a family; they are written in Spanish.',
  },
  topicsTitle: 'What they cover',
  topicsIncluded: 'Topics covered',
  groups: [
    {
      id: 'reglamentos',
      title: 'Regulations',
      intro: 'The rules that shape our life together, and how we assess each pupil’s learning.',
      topics: [
        'Rules for life together at school',
        'Pupils’ rights and responsibilities',
        'How breaches of the rules are classified and handled',
        'Assessment and promotion procedures',
        'Supportive and disciplinary measures',
      ],
    },
    {
      id: 'protocolos',
      title: 'Protocols',
      intro: 'What we do, step by step, to protect our pupils when a situation calls for it.',
      topics: [
        'Violations of pupils’ rights',
        'Preventing and responding to sexual abuse',
        'Keeping pregnant pupils and teenage mothers and fathers in school',
        'Reports of mistreatment',
        'Bullying',
        'Accidents at school',
      ],
    },
    {
      id: 'ley-tea',
      title: 'TEA Law (autism)',
      intro:
        'Chile’s Law No. 21.545, known as the “Ley TEA”, promotes the inclusion of autistic people. This is how we apply it at school.',
      topics: [
        'Preventing emotional dysregulation and supporting pupils through it',
        'Calm spaces for autistic pupils',
        'Leave from work for parents in an emergency',
      ],
    },
  ],
  requiredKinds: {
    pei: 'Institutional Educational Project (PEI)',
    'reglamento-interno': 'School Rules and their protocols',
    'reglamento-evaluacion': 'Assessment and Promotion Regulations',
    pise: 'Comprehensive School Safety Plan (PISE)',
    utiles: 'School supplies list',
    uniforme: 'Uniform rules',
  },
  categories: {
    reglamento: 'Regulations and protocols',
    utiles: 'School supplies',
    otro: 'Other documents',
  },
  validFrom: (date) => `In force from ${date}`,
  download: 'Download',
  saveOffline: 'Save to read offline',
  savedOffline: 'Saved on this phone',
  earlierVersions: 'Earlier versions',
  earlierVersion: (date) => `Version in force from ${date}`,
  loading: 'Loading documents…',
  loadFailed: 'We couldn’t load the documents. Please check your connection and try again.',
  empty: 'No documents have been published yet. You can ask for them at the school office.',
};
