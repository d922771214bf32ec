import type { historyCopy as SPANISH } from './history.ts';
import type { Translation } from './localized.ts';
import { school } from './school.ts';

const founded = String(school.foundingYear);

export const historyCopy: Translation<typeof SPANISH> = {
  eyebrow: `Depuis ${founded}`,
  title: 'Notre histoire',
  lead: `Le Collège Chrétien Le Beau Jour a ouvert ses portes en ${founded}. Depuis, des générations de familles de Viña del Mar nous ont confié l’éducation de leurs enfants.`,
  founders: {
    image: 'historia-fundadores',
    alt: 'Illustration de deux adultes qui plantent un arbre près d’une petite maison surmontée d’une croix, au lever du soleil.',
    photoAlt: 'Les fondateurs du collège.',
    caption: `Les débuts du collège, en ${founded}.`,
  },
  sections: [
    {
      id: 'fundacion',
      title: 'Des débuts à l’accent français',
      paragraphs: [
        `${school.founder} a fondé le collège en ${founded}, inspiré par le modèle éducatif français. De cette inspiration viennent notre nom, la place particulière du français dans nos classes et l’enseignement personnalisé auquel nous tenons toujours.`,
        'Notre nom, « Le Beau Jour », résume ce que nous souhaitons chaque matin : que chaque journée d’école soit une belle journée pour apprendre.',
      ],
    },
    {
      id: 'hoy',
      title: 'Ce que nous sommes aujourd’hui',
      paragraphs: [
        'Aujourd’hui, nous sommes un collège privé subventionné et trilingue — espagnol, français et anglais — qui accueille les élèves du pre-kínder (moyenne section) à la 8º básico (4e), avec la même devise qu’à nos débuts : éduquer à l’abri du Très-Haut.',
        `Nous gardons l’enseignement personnalisé de nos premières années et la confiance de la ${school.community}, qui continue de grandir à chaque génération.`,
      ],
    },
  ],
  milestonesTitle: 'Quelques étapes',
  milestones: [
    {
      year: founded,
      title: 'Fondation',
      text: `${school.founder} fonde le collège, inspiré par le modèle éducatif français.`,
    },
    {
      year: '2024',
      title: 'Reconnaissance nationale',
      text: 'Nos pratiques pédagogiques sont retenues parmi les meilleures du pays.',
    },
    {
      year: 'Aujourd’hui',
      title: 'Trois langues, une communauté',
      text: 'Nous éduquons du pre-kínder à la 8º básico en espagnol, en français et en anglais.',
    },
  ],
  seeAlso: {
    before: 'Découvrez aussi nos ',
    recognitions: 'distinctions',
    middle: ' et notre ',
    team: 'équipe de direction',
    after: '.',
  },
};
