import type { Translation } from './localized.ts';
import type { staffAreas as SPANISH_AREAS, teamCopy as SPANISH } from './team.ts';

export const teamCopy: Translation<typeof SPANISH> = {
  eyebrow: 'Those who lead us',
  title: 'Leadership team',
  lead: 'A well-qualified team with a calling to serve, leading the school’s educational project and caring for the wellbeing of the whole community.',
  educationTitle: 'Qualifications',
  portraitAlt: (name) => `Portrait of ${name}`,
};

/** The Chilean titles stay in parentheses where no English one says the same. */
export const staffAreas: Translation<typeof SPANISH_AREAS> = [
  {
    id: 'gestion',
    title: 'Management',
    intro: 'They lead the school’s educational project, its management and its teaching.',
    members: [
      {
        slug: 'marisol-bastos',
        name: 'Marisol Bastos',
        role: 'Headteacher',
        education: [
          'Primary teacher (Educación General Básica)',
          'Bachelor’s degree in Education',
          'Diploma in Strategic Management of Educational Organisations',
          'Master’s degree in Management and Leadership in Education',
        ],
      },
      {
        slug: 'ruby-bahamondes',
        name: 'Ruby Bahamondes',
        role: 'Deputy Headteacher',
        education: [
          'Primary teacher (Educación General Básica)',
          'Diploma in Teaching French',
          'Master’s degree in Education, specialising in Educational Administration and Management',
        ],
      },
      {
        slug: 'roberto-valdivia',
        name: 'Roberto Valdivia',
        role: 'Head of UTP (Unidad Técnico-Pedagógica, curriculum and teaching)',
        education: [
          'French teacher',
          'Primary teacher (Educación General Básica)',
          'Bachelor’s degree in Education',
          'Diploma in Educational Management',
          'Master’s degree in Teaching and Curriculum Management',
        ],
      },
    ],
  },
  {
    id: 'convivencia',
    title: 'School Coexistence',
    intro:
      'They support pupils and families so that the school is a safe, respectful and inclusive place.',
    members: [
      {
        slug: 'alejandra-aravena',
        name: 'Alejandra Aravena',
        role: 'School Coexistence Coordinator',
      },
      { slug: 'mauricio-veit', name: 'Mauricio Veit', role: 'School Coexistence Coordinator' },
      { slug: 'andrea-acevedo', name: 'Andrea Acevedo', role: 'Special Educational Needs Teacher' },
    ],
  },
];
