import type { ImageName } from '../lib/images.ts';
import { school } from './school.ts';

export interface Milestone {
  year: string;
  title: string;
  text: string;
}

export const historyCopy = {
  /** The small line above the page title. */
  eyebrow: `Desde ${String(school.foundingYear)}`,
  title: 'Nuestra historia',
  lead: `El ${school.name} abrió sus puertas en ${String(school.foundingYear)}. Desde entonces, generaciones de familias de Viña del Mar han confiado en nosotros la educación de sus hijos.`,
  founders: {
    image: 'historia-fundadores' satisfies ImageName,
    alt: 'Ilustración de dos personas adultas que plantan un árbol junto a una pequeña casa con una cruz, al amanecer.',
    photoAlt: 'Los fundadores del colegio.',
    caption: `Los inicios del colegio, en ${String(school.foundingYear)}.`,
  },
  sections: [
    {
      id: 'fundacion',
      title: 'Un comienzo con acento francés',
      paragraphs: [
        `${school.founder} fundó el colegio en ${String(school.foundingYear)}, inspirado en el modelo educativo francés. De esa inspiración vienen nuestro nombre, el lugar especial que tiene el francés en nuestras salas y la enseñanza personalizada que seguimos cuidando.`,
        '«Le beau jour» significa «el día hermoso» en francés. El nombre resume lo que buscamos cada mañana: que cada día de colegio sea un buen día para aprender.',
      ],
    },
    {
      id: 'hoy',
      title: 'Lo que somos hoy',
      paragraphs: [
        'Hoy somos un colegio particular subvencionado y trilingüe —español, francés e inglés— que educa desde pre-kínder hasta 8º básico, con el mismo lema de siempre: educar al abrigo del Altísimo.',
        `Mantenemos la enseñanza personalizada de nuestros primeros años y la confianza de la ${school.community}, que sigue creciendo con cada generación.`,
      ],
    },
  ],
  milestonesTitle: 'Algunos hitos',
  milestones: [
    {
      year: String(school.foundingYear),
      title: 'Fundación',
      text: `${school.founder} funda el colegio, inspirado en el modelo educativo francés.`,
    },
    {
      year: '2024',
      title: 'Reconocimiento nacional',
      text: 'Nuestras prácticas pedagógicas son seleccionadas entre las mejores del país.',
    },
    {
      year: 'Hoy',
      title: 'Tres idiomas, una comunidad',
      text: 'Educamos de pre-kínder a 8º básico en español, francés e inglés.',
    },
  ] satisfies readonly Milestone[],
  /** "Conoce también nuestros reconocimientos y a nuestro equipo directivo.", two links. */
  seeAlso: {
    before: 'Conoce también nuestros ',
    recognitions: 'reconocimientos',
    middle: ' y a nuestro ',
    team: 'equipo directivo',
    after: '.',
  },
} as const;
