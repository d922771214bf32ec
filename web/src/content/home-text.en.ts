import type { Texts } from '../i18n/texts.tsx';
import type { HOME_TEXT as SPANISH } from './home-text.ts';

export const HOME_TEXT: Texts<typeof SPANISH> = {
  intro:
    'We are a Christian, trilingual school with a French emphasis, walking alongside every pupil from pre-kínder (Reception) to 8º básico (Year 9). We teach with warmth, high expectations and Christian values, hand in hand with families.',
  since: (year) => `Since ${String(year)}`,
  levels: 'Pre-kínder to 8º básico',
  aboutButton: 'Get to know us',
  admissionOpen: (year) => `Admissions ${String(year)} now open`,
  featuredTitle: 'Highlights',
  contactTitle: 'Would you like to get to know us?',
  contactText:
    'We would love to answer your questions about admissions, opening hours or life at school. Call us, write to us or come and visit.',
  contactButton: 'Contact us',
  writeButton: 'Send us a message',
  addressTitle: 'Where to find us',
  addressText:
    'We look forward to welcoming you in Viña del Mar. If it is your first visit, the map will help you find your way.',
  carouselLabel: 'Pictures of the school',
  slides: [
    {
      alt: 'Illustration of the school by the sea, among palm trees, with the hills of Viña del Mar behind it.',
      photoAlt: 'The school building in Viña del Mar.',
      caption: 'A Christian school in Viña del Mar, educating since 1983.',
    },
    {
      alt: 'Illustration of girls and boys reading in the shade of a tree, seen from a distance.',
      photoAlt: 'Pupils reading at school.',
      caption: 'Reading, asking and discovering: we learn calmly and joyfully.',
    },
    {
      alt: 'Illustration of pupils playing in the school playground: skipping, running and playing ball.',
      photoAlt: 'Pupils playing in the school playground.',
      caption: 'The playground is a place to learn too: to share, to care and to get along.',
    },
    {
      alt: 'Illustration of books, a globe and a blue, white and red ribbon, with a dove in flight.',
      photoAlt: 'A language lesson at the school.',
      caption: 'Spanish, French and English: three languages to open up to the world.',
    },
  ],
};
