import type { ImageName } from '../lib/images.ts';

export interface HomeSlide {
  image: ImageName;
  /** Alternative text of the illustration. */
  alt: string;
  /** Alternative text used when a real photo replaces the illustration. */
  photoAlt: string;
  caption: string;
}

/** The four carousel slides, in order; the first one is the page's LCP image. */
export const homeSlides: readonly HomeSlide[] = [
  {
    image: 'slide-escuela',
    alt: 'Ilustración del colegio junto al mar, entre palmeras y con los cerros de Viña del Mar al fondo.',
    photoAlt: 'El edificio del colegio en Viña del Mar.',
    caption: 'Un colegio cristiano en Viña del Mar, educando desde 1983.',
  },
  {
    image: 'slide-lectura',
    alt: 'Ilustración de niñas y niños leyendo a la sombra de un árbol, vistos a la distancia.',
    photoAlt: 'Estudiantes leyendo en el colegio.',
    caption: 'Leer, preguntar y descubrir: aprendemos con calma y con alegría.',
  },
  {
    image: 'slide-patio',
    alt: 'Ilustración de estudiantes jugando en el patio del colegio: saltan la cuerda, corren y juegan a la pelota.',
    photoAlt: 'Estudiantes jugando en el patio del colegio.',
    caption: 'En el patio también se aprende: a compartir, a cuidar y a convivir.',
  },
  {
    image: 'slide-idiomas',
    alt: 'Ilustración de libros, un globo terráqueo y una cinta azul, blanca y roja, con una paloma en vuelo.',
    photoAlt: 'Una clase de idiomas en el colegio.',
    caption: 'Español, francés e inglés: tres idiomas para abrirse al mundo.',
  },
];

/** The carousel's rendered width at each breakpoint (matches home.module.css). */
export const HOME_SLIDE_SIZES =
  '(min-width: 1152px) 607px, (min-width: 960px) calc((100vw - 112px) * 0.584), (min-width: 768px) calc(100vw - 64px), calc(100vw - 32px)';

export const homeCopy = {
  intro:
    'Somos un colegio cristiano y trilingüe, con énfasis en francés, que acompaña a cada estudiante desde pre-kínder hasta 8º básico. Educamos con cercanía, altas expectativas y valores cristianos, de la mano de las familias.',
  levels: 'Pre-kínder a 8º básico',
  featuredTitle: 'Destacados',
  contactTitle: '¿Quieres conocernos?',
  contactText:
    'Nos encantará responder tus preguntas sobre admisión, horarios o la vida en el colegio. Llámanos, escríbenos o visítanos.',
  contactButton: 'Contáctanos',
  writeButton: 'Escríbenos un mensaje',
  addressTitle: 'Dónde estamos',
  addressText:
    'Te esperamos en Viña del Mar. Si es tu primera visita, el mapa te ayudará a llegar.',
} as const;
