import type { ImageName } from '../lib/images.ts';
import { school } from './school.ts';

export interface ProseSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  image?: { name: ImageName; alt: string; photoAlt: string };
}

export interface Value {
  title: string;
  text: string;
}

export const aboutCopy = {
  /** The small line above the page title. */
  eyebrow: school.name,
  title: 'Sobre nosotros',
  lead: `El ${school.name} es un colegio particular subvencionado de Viña del Mar que acompaña a niñas y niños desde la educación parvularia hasta 8º básico.`,
  sections: [
    {
      id: 'quienes-somos',
      title: 'Quiénes somos',
      paragraphs: [
        `Nuestro nombre en francés, ${school.frenchName}, recuerda nuestro origen: nacimos en ${String(school.foundingYear)} inspirados en el modelo educativo francés. Hasta hoy el francés tiene un lugar especial en nuestras salas, junto al español y el inglés: somos un colegio trilingüe, con énfasis en francés.`,
        'Somos un colegio cristiano y creemos en una formación integral: que cada estudiante crezca en lo académico, en lo emocional y en lo espiritual. Por eso la enseñanza es personalizada y cada curso se acompaña de cerca.',
        `Las familias son parte de este camino. Juntas forman la ${school.community}, una comunidad que educa, acompaña y celebra cada logro.`,
      ],
      image: {
        name: 'sobre-comunidad',
        alt: 'Ilustración de familias y estudiantes llegando al colegio por la mañana.',
        photoAlt: 'Familias y estudiantes en la entrada del colegio.',
      },
    },
    {
      id: 'vision',
      title: 'Nuestra visión',
      paragraphs: [
        'Queremos ser un referente de excelencia educativa, donde el crecimiento académico y el personal vayan de la mano, en un ambiente inclusivo y justo.',
        'Soñamos con estudiantes que se conviertan en ciudadanos solidarios, comprometidos con el bien común.',
      ],
      image: {
        name: 'sobre-vision',
        alt: 'Ilustración de un amanecer sobre el mar con una paloma en vuelo.',
        photoAlt: 'Un amanecer en Viña del Mar.',
      },
    },
    {
      id: 'mision',
      title: 'Nuestra misión',
      paragraphs: [
        'Formamos estudiantes autónomos, críticos y comprometidos, a través de una educación integral basada en valores cristianos y de una enseñanza trilingüe personalizada.',
        'Trabajamos con altas expectativas y metodologías innovadoras, porque confiamos en lo que cada niña y cada niño puede llegar a ser.',
      ],
      image: {
        name: 'sobre-mision',
        alt: 'Ilustración de un libro abierto con un marcador azul, blanco y rojo, del que crece una planta.',
        photoAlt: 'Material de estudio en una sala del colegio.',
      },
    },
  ] satisfies readonly ProseSection[],
  valuesTitle: 'Lo que nos guía',
  values: [
    {
      title: 'Formación integral',
      text: 'Cuidamos el desarrollo académico, emocional y espiritual de cada estudiante.',
    },
    {
      title: 'Autonomía y pensamiento crítico',
      text: 'Queremos estudiantes que piensen por sí mismos y se hagan cargo de su aprendizaje.',
    },
    {
      title: 'Convivencia democrática',
      text: 'Aprendemos a dialogar, a respetar las diferencias y a resolver los conflictos juntos.',
    },
    {
      title: 'Equidad e inclusión',
      text: 'Cada estudiante recibe lo que necesita para aprender y sentirse parte.',
    },
    {
      title: 'Excelencia académica',
      text: 'Ponemos metas altas y acompañamos a cada estudiante para alcanzarlas.',
    },
    {
      title: 'Desarrollo cognitivo y emocional',
      text: 'Pensar y sentir van juntos: educamos ambos con la misma dedicación.',
    },
  ] satisfies readonly Value[],
} as const;
