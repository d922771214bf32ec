/** /reconocimientos: the PUCV agreement and the 2024 national recognition. */
export const recognitionsCopy = {
  /** The small line above the page title. */
  eyebrow: 'Logros de nuestra comunidad',
  title: 'Reconocimientos',
  lead: 'Nos alegra compartir dos logros que son de toda la comunidad: un convenio que acerca a nuestros estudiantes a la universidad y un reconocimiento nacional a nuestra forma de enseñar.',
  agreement: {
    title: 'Convenio de colaboración académica con la PUCV',
    partner: 'Pontificia Universidad Católica de Valparaíso (PUCV)',
    paragraphs: [
      'Firmamos un convenio de colaboración académica con la Pontificia Universidad Católica de Valparaíso. Su propósito es estrechar los lazos entre ambas instituciones y que nuestros estudiantes conozcan desde temprano la vida universitaria.',
    ],
    activitiesTitle: 'Lo que hacemos juntos',
    activities: [
      'El campeonato de matemáticas CMAT, en el que ya participan estudiantes de 7º y 8º básico.',
      'Visitas guiadas al campus universitario.',
      'Ferias estudiantiles.',
      'Talleres para nuestros estudiantes.',
      'Profesores en formación de la PUCV que apoyan las clases en el colegio.',
    ],
  },
  national: {
    year: '2024',
    title: 'Reconocimiento nacional a nuestras prácticas pedagógicas',
    paragraphs: [
      'En 2024, la Superintendencia de Educación, junto a la PUCV, seleccionó nuestras prácticas pedagógicas entre las mejores del país.',
      'Nuestra experiencia quedó publicada por el Gobierno de Chile en este libro:',
    ],
    book: 'Buenas Ideas para una Mejor Educación',
    pages: 'páginas 45 a 47',
    link: {
      href: 'https://buenaspracticas.supereduc.cl/convocatoria-2024-2/',
      label: 'Ver la convocatoria 2024 de Buenas Prácticas',
      site: 'Superintendencia de Educación',
      /** Under the link, which it describes. */
      note: (site: string) => `Sitio de la ${site}. Se abre en una pestaña nueva.`,
    },
  },
  thanks:
    'Estos logros son fruto del trabajo diario de profesores, asistentes de la educación, estudiantes y familias. ¡Gracias a todos!',
} as const;
