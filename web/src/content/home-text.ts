// Every Spanish text of the home page (its carousel, an island, reads `slides` and
// `carouselLabel` from the page's catalogue).

export const HOME_TEXT = {
  intro:
    'Somos un colegio cristiano y trilingüe, con énfasis en francés, que acompaña a cada estudiante desde pre-kínder hasta 8º básico. Educamos con cercanía, altas expectativas y valores cristianos, de la mano de las familias.',
  since: (year: number) => `Desde ${String(year)}`,
  levels: 'Pre-kínder a 8º básico',
  aboutButton: 'Conócenos',
  admissionOpen: (year: number) => `Admisión ${String(year)} abierta`,
  featuredTitle: 'Destacados',
  contactTitle: '¿Quieres conocernos?',
  contactText:
    'Nos encantará responder tus preguntas sobre admisión, horarios o la vida en el colegio. Llámanos, escríbenos o visítanos.',
  contactButton: 'Contáctanos',
  writeButton: 'Escríbenos un mensaje',
  addressTitle: 'Dónde estamos',
  addressText:
    'Te esperamos en Viña del Mar. Si es tu primera visita, el mapa te ayudará a llegar.',
  carouselLabel: 'Imágenes del colegio',
  /**
   * The carousel's slides, in the order of content/home.ts: `alt` describes the illustration,
   * `photoAlt` the real photo that replaces it.
   */
  slides: [
    {
      alt: 'Ilustración del colegio junto al mar, entre palmeras y con los cerros de Viña del Mar al fondo.',
      photoAlt: 'El edificio del colegio en Viña del Mar.',
      caption: 'Un colegio cristiano en Viña del Mar, educando desde 1983.',
    },
    {
      alt: 'Ilustración de niñas y niños leyendo a la sombra de un árbol, vistos a la distancia.',
      photoAlt: 'Estudiantes leyendo en el colegio.',
      caption: 'Leer, preguntar y descubrir: aprendemos con calma y con alegría.',
    },
    {
      alt: 'Ilustración de estudiantes jugando en el patio del colegio: saltan la cuerda, corren y juegan a la pelota.',
      photoAlt: 'Estudiantes jugando en el patio del colegio.',
      caption: 'En el patio también se aprende: a compartir, a cuidar y a convivir.',
    },
    {
      alt: 'Ilustración de libros, un globo terráqueo y una cinta azul, blanca y roja, con una paloma en vuelo.',
      photoAlt: 'Una clase de idiomas en el colegio.',
      caption: 'Español, francés e inglés: tres idiomas para abrirse al mundo.',
    },
  ],
} as const;
