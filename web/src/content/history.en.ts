import type { historyCopy as SPANISH } from './history.ts';
import type { Translation } from './localized.ts';
import { school } from './school.ts';

const founded = String(school.foundingYear);

export const historyCopy: Translation<typeof SPANISH> = {
  eyebrow: `Since ${founded}`,
  title: 'Our history',
  lead: `Le Beau Jour Christian School opened its doors in ${founded}. Since then, generations of families in Viña del Mar have trusted us with their children’s education.`,
  founders: {
    image: 'historia-fundadores',
    alt: 'Illustration of two adults planting a tree beside a small house with a cross, at sunrise.',
    photoAlt: 'The school’s founders.',
    caption: `The school’s beginnings, in ${founded}.`,
  },
  sections: [
    {
      id: 'fundacion',
      title: 'A beginning with a French accent',
      paragraphs: [
        `${school.founder} founded the school in ${founded}, inspired by the French model of education. That inspiration gave us our name, the special place French holds in our classrooms and the personalised teaching we still care for.`,
        '“Le beau jour” means “the beautiful day” in French. The name sums up what we hope for every morning: that each school day is a good day to learn.',
      ],
    },
    {
      id: 'hoy',
      title: 'Who we are today',
      paragraphs: [
        'Today we are a privately run, state-subsidised, trilingual school — Spanish, French and English — teaching from pre-kínder (Reception) to 8º básico (Year 9), with the same motto as ever: educating in the shelter of the Most High.',
        `We keep the personalised teaching of our early years and the trust of the ${school.community}, which keeps growing with every generation.`,
      ],
    },
  ],
  milestonesTitle: 'Some milestones',
  milestones: [
    {
      year: founded,
      title: 'Founding',
      text: `${school.founder} founds the school, inspired by the French model of education.`,
    },
    {
      year: '2024',
      title: 'National recognition',
      text: 'Our teaching practices are selected among the best in the country.',
    },
    {
      year: 'Today',
      title: 'Three languages, one community',
      text: 'We teach from pre-kínder to 8º básico in Spanish, French and English.',
    },
  ],
  seeAlso: {
    before: 'Find out more about our ',
    recognitions: 'recognition',
    middle: ' and our ',
    team: 'leadership team',
    after: '.',
  },
};
