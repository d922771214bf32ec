import type { Translation } from './localized.ts';
import type { recognitionsCopy as SPANISH } from './recognitions.ts';

export const recognitionsCopy: Translation<typeof SPANISH> = {
  eyebrow: 'Our community’s achievements',
  title: 'Recognition',
  lead: 'We are glad to share two achievements that belong to the whole community: a partnership that brings our pupils closer to university, and national recognition of the way we teach.',
  agreement: {
    title: 'Academic partnership with the PUCV',
    partner: 'Pontificia Universidad Católica de Valparaíso (PUCV)',
    paragraphs: [
      'We signed an academic collaboration agreement with the Pontificia Universidad Católica de Valparaíso. Its aim is to strengthen the ties between our two institutions and to give our pupils an early taste of university life.',
    ],
    activitiesTitle: 'What we do together',
    activities: [
      'The CMAT mathematics championship, in which pupils from 7º and 8º básico (Years 8 and 9) already take part.',
      'Guided visits to the university campus.',
      'Student fairs.',
      'Workshops for our pupils.',
      'Trainee teachers from the PUCV who support lessons at the school.',
    ],
  },
  national: {
    year: '2024',
    title: 'National recognition of our teaching practice',
    paragraphs: [
      'In 2024, the Superintendencia de Educación (Chile’s education regulator), together with the PUCV, selected our teaching practices among the best in the country.',
      'Our experience was published by the Government of Chile in this book:',
    ],
    book: 'Buenas Ideas para una Mejor Educación',
    pages: 'pages 45 to 47',
    link: {
      href: 'https://buenaspracticas.supereduc.cl/convocatoria-2024-2/',
      label: 'See the 2024 Good Practices call (Buenas Prácticas)',
      site: 'Superintendencia de Educación',
      note: (site) => `${site} website, in Spanish. Opens in a new tab.`,
    },
  },
  thanks:
    'These achievements are the fruit of the daily work of teachers, support staff, pupils and families. Thank you all!',
};
