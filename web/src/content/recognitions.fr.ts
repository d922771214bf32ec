import type { Translation } from './localized.ts';
import type { recognitionsCopy as SPANISH } from './recognitions.ts';

export const recognitionsCopy: Translation<typeof SPANISH> = {
  eyebrow: 'Les réussites de notre communauté',
  title: 'Distinctions',
  lead: 'Nous sommes heureux de partager deux réussites qui appartiennent à toute la communauté : une convention qui rapproche nos élèves de l’université et une reconnaissance nationale de notre façon d’enseigner.',
  agreement: {
    title: 'Convention de collaboration académique avec la PUCV',
    partner: 'Pontificia Universidad Católica de Valparaíso (PUCV)',
    paragraphs: [
      'Nous avons signé une convention de collaboration académique avec la Pontificia Universidad Católica de Valparaíso. Elle vise à resserrer les liens entre nos deux établissements et à faire découvrir très tôt la vie universitaire à nos élèves.',
    ],
    activitiesTitle: 'Ce que nous faisons ensemble',
    activities: [
      'Le championnat de mathématiques CMAT, auquel participent déjà des élèves de 7º et 8º básico (5e et 4e).',
      'Des visites guidées du campus universitaire.',
      'Des salons étudiants.',
      'Des ateliers pour nos élèves.',
      'Des enseignants en formation de la PUCV qui viennent appuyer les cours au collège.',
    ],
  },
  national: {
    year: '2024',
    title: 'Reconnaissance nationale de nos pratiques pédagogiques',
    paragraphs: [
      'En 2024, la Superintendencia de Educación (l’autorité chilienne de contrôle de l’éducation), avec la PUCV, a retenu nos pratiques pédagogiques parmi les meilleures du pays.',
      'Notre expérience a été publiée par le gouvernement du Chili dans ce livre :',
    ],
    book: 'Buenas Ideas para una Mejor Educación',
    pages: 'pages 45 à 47',
    link: {
      href: 'https://buenaspracticas.supereduc.cl/convocatoria-2024-2/',
      label: 'Voir l’appel 2024 des bonnes pratiques (Buenas Prácticas)',
      site: 'Superintendencia de Educación',
      note: (site) => `Site de la ${site}, en espagnol. S’ouvre dans un nouvel onglet.`,
    },
  },
  thanks:
    'Ces réussites sont le fruit du travail quotidien des enseignants, du personnel éducatif, des élèves et des familles. Merci à tous !',
};
