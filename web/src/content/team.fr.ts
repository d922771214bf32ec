import type { Translation } from './localized.ts';
import type { staffAreas as SPANISH_AREAS, teamCopy as SPANISH } from './team.ts';

export const teamCopy: Translation<typeof SPANISH> = {
  eyebrow: 'Ceux qui nous guident',
  title: 'Équipe de direction',
  lead: 'Une équipe solidement formée et animée par le sens du service, qui conduit le projet éducatif du collège et veille au bien-vivre ensemble de toute la communauté.',
  educationTitle: 'Formation',
  portraitAlt: (name) => `Portrait de ${name}`,
};

/** The Chilean titles stay in parentheses where no French one says the same. */
export const staffAreas: Translation<typeof SPANISH_AREAS> = [
  {
    id: 'gestion',
    title: 'Direction et gestion',
    intro: 'Ils conduisent le projet éducatif, la gestion du collège et le travail pédagogique.',
    members: [
      {
        slug: 'marisol-bastos',
        name: 'Marisol Bastos',
        role: 'Directrice',
        education: [
          'Professeure des écoles (Educación General Básica)',
          'Licence en sciences de l’éducation',
          'Diplôme en gestion stratégique des organisations éducatives',
          'Master en direction et leadership pour la gestion éducative',
        ],
      },
      {
        slug: 'ruby-bahamondes',
        name: 'Ruby Bahamondes',
        role: 'Directrice adjointe',
        education: [
          'Professeure des écoles (Educación General Básica)',
          'Diplôme en didactique du français',
          'Master en éducation, mention administration et gestion éducative',
        ],
      },
      {
        slug: 'roberto-valdivia',
        name: 'Roberto Valdivia',
        role: 'Responsable de l’UTP (Unidad Técnico-Pedagógica, coordination pédagogique)',
        education: [
          'Professeur de français',
          'Professeur des écoles (Educación General Básica)',
          'Licence en sciences de l’éducation',
          'Diplôme en gestion éducative',
          'Master en gestion pédagogique et curriculaire',
        ],
      },
    ],
  },
  {
    id: 'convivencia',
    title: 'Vie scolaire',
    intro:
      'Ils accompagnent élèves et familles pour que le collège soit un lieu sûr, respectueux et inclusif.',
    members: [
      {
        slug: 'alejandra-aravena',
        name: 'Alejandra Aravena',
        role: 'Responsable de la vie scolaire',
      },
      { slug: 'mauricio-veit', name: 'Mauricio Veit', role: 'Responsable de la vie scolaire' },
      { slug: 'andrea-acevedo', name: 'Andrea Acevedo', role: 'Éducatrice spécialisée' },
    ],
  },
];
