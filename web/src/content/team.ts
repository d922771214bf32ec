/**
 * The management team of /equipo-directivo. A portrait file dropped at
 * content/portraits/<slug>.jpg (or .png, .webp) replaces the monogram at the next build.
 */
export interface StaffMember {
  slug: string;
  name: string;
  /** Role, as the school names it (label). */
  role: string;
  /** Formación Académica, one degree per item. */
  education?: readonly string[];
}

export interface StaffArea {
  id: string;
  title: string;
  intro: string;
  members: readonly StaffMember[];
}

export const teamCopy = {
  /** The small line above the page title. */
  eyebrow: 'Quiénes nos guían',
  title: 'Equipo directivo',
  lead: 'Un equipo con formación sólida y vocación de servicio, que conduce el proyecto educativo del colegio y cuida la convivencia de toda la comunidad.',
  educationTitle: 'Formación Académica',
  /** A portrait's alternative text. */
  portraitAlt: (name: string) => `Retrato de ${name}`,
} as const;

export const staffAreas: readonly StaffArea[] = [
  {
    id: 'gestion',
    title: 'Área de Gestión',
    intro: 'Conducen el proyecto educativo, la gestión del colegio y el trabajo pedagógico.',
    members: [
      {
        slug: 'marisol-bastos',
        name: 'Marisol Bastos',
        role: 'Directora',
        education: [
          'Profesora de Educación General Básica',
          'Licenciada en Educación',
          'Diplomado en Gestión Estratégica de Organizaciones Educativas',
          'Magíster en Dirección y Liderazgo para la Gestión Educacional',
        ],
      },
      {
        slug: 'ruby-bahamondes',
        name: 'Ruby Bahamondes',
        role: 'Subdirectora',
        education: [
          'Profesora de Educación General Básica',
          'Diplomado en Didáctica del Idioma Francés',
          'Magíster en Educación mención Administración y Gestión Educacional',
        ],
      },
      {
        slug: 'roberto-valdivia',
        name: 'Roberto Valdivia',
        role: 'Jefe de UTP (Unidad Técnico-Pedagógica)',
        education: [
          'Profesor de Francés',
          'Profesor de Educación General Básica',
          'Licenciado en Educación',
          'Diplomado en Gestión Educativa',
          'Magíster en Gestión Pedagógica y Curricular',
        ],
      },
    ],
  },
  {
    id: 'convivencia',
    title: 'Convivencia Escolar',
    intro:
      'Acompañan a estudiantes y familias para que el colegio sea un lugar seguro, respetuoso e inclusivo.',
    members: [
      {
        slug: 'alejandra-aravena',
        name: 'Alejandra Aravena',
        role: 'Encargada de Convivencia Escolar',
      },
      { slug: 'mauricio-veit', name: 'Mauricio Veit', role: 'Encargado de Convivencia Escolar' },
      { slug: 'andrea-acevedo', name: 'Andrea Acevedo', role: 'Educadora Diferencial' },
    ],
  },
];
