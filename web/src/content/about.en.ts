import type { aboutCopy as SPANISH } from './about.ts';
import type { Translation } from './localized.ts';
import { school } from './school.ts';

export const aboutCopy: Translation<typeof SPANISH> = {
  eyebrow: 'Le Beau Jour Christian School',
  title: 'About us',
  lead: 'Le Beau Jour Christian School is a privately run, state-subsidised school in Viña del Mar, caring for girls and boys from the early years up to 8º básico (Year 9).',
  sections: [
    {
      id: 'quienes-somos',
      title: 'Who we are',
      paragraphs: [
        `Our French name, ${school.frenchName}, recalls our roots: the school was founded in ${String(school.foundingYear)}, inspired by the French model of education. To this day French has a special place in our classrooms, alongside Spanish and English: we are a trilingual school with a French emphasis.`,
        'We are a Christian school and we believe in educating the whole person: helping every pupil grow academically, emotionally and spiritually. That is why our teaching is personalised and every class is closely supported.',
        `Families are part of this journey. Together they form the ${school.community}, a community that educates, supports and celebrates every achievement.`,
      ],
      image: {
        name: 'sobre-comunidad',
        alt: 'Illustration of families and pupils arriving at school in the morning.',
        photoAlt: 'Families and pupils at the school entrance.',
      },
    },
    {
      id: 'vision',
      title: 'Our vision',
      paragraphs: [
        'We want to be a benchmark of educational excellence, where academic and personal growth go hand in hand, in an inclusive and fair environment.',
        'We dream of pupils who grow into caring citizens, committed to the common good.',
      ],
      image: {
        name: 'sobre-vision',
        alt: 'Illustration of a sunrise over the sea, with a dove in flight.',
        photoAlt: 'A sunrise in Viña del Mar.',
      },
    },
    {
      id: 'mision',
      title: 'Our mission',
      paragraphs: [
        'We form independent, critical and committed pupils through a whole-person education grounded in Christian values and personalised trilingual teaching.',
        'We work with high expectations and innovative methods, because we believe in what every girl and boy can become.',
      ],
      image: {
        name: 'sobre-mision',
        alt: 'Illustration of an open book with a blue, white and red bookmark, with a plant growing from it.',
        photoAlt: 'Learning materials in a classroom at the school.',
      },
    },
  ],
  valuesTitle: 'What guides us',
  values: [
    {
      title: 'Whole-person education',
      text: 'We nurture the academic, emotional and spiritual growth of every pupil.',
    },
    {
      title: 'Independence and critical thinking',
      text: 'We want pupils who think for themselves and take charge of their own learning.',
    },
    {
      title: 'Living together democratically',
      text: 'We learn to talk things through, to respect differences and to resolve conflicts together.',
    },
    {
      title: 'Equity and inclusion',
      text: 'Every pupil gets what they need to learn and to feel they belong.',
    },
    {
      title: 'Academic excellence',
      text: 'We set high goals and support every pupil in reaching them.',
    },
    {
      title: 'Cognitive and emotional development',
      text: 'Thinking and feeling go together: we nurture both with the same dedication.',
    },
  ],
};
