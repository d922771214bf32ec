import type { aboutCopy as SPANISH } from './about.ts';
import type { Translation } from './localized.ts';
import { school } from './school.ts';

export const aboutCopy: Translation<typeof SPANISH> = {
  eyebrow: 'Collège Chrétien Le Beau Jour',
  title: 'Qui sommes-nous',
  lead: 'Le Collège Chrétien Le Beau Jour est un établissement privé subventionné par l’État, à Viña del Mar, qui accompagne les enfants de l’école maternelle jusqu’à la 8º básico (4e).',
  sections: [
    {
      id: 'quienes-somos',
      title: 'Notre identité',
      paragraphs: [
        `Notre nom français, ${school.frenchName}, rappelle nos origines : nous sommes nés en ${String(school.foundingYear)}, inspirés par le modèle éducatif français. Aujourd’hui encore, le français occupe une place particulière dans nos classes, aux côtés de l’espagnol et de l’anglais : nous sommes un collège trilingue, à dominante française.`,
        'Nous sommes un collège chrétien et nous croyons en une formation intégrale : que chaque élève grandisse sur le plan scolaire, émotionnel et spirituel. C’est pourquoi l’enseignement est personnalisé et chaque classe est suivie de près.',
        `Les familles font partie de ce chemin. Ensemble, elles forment la ${school.community}, une communauté qui éduque, accompagne et célèbre chaque réussite.`,
      ],
      image: {
        name: 'sobre-comunidad',
        alt: 'Illustration de familles et d’élèves qui arrivent au collège le matin.',
        photoAlt: 'Des familles et des élèves à l’entrée du collège.',
      },
    },
    {
      id: 'vision',
      title: 'Notre vision',
      paragraphs: [
        'Nous voulons être une référence d’excellence éducative, où la réussite scolaire et l’épanouissement personnel vont de pair, dans un cadre inclusif et juste.',
        'Nous rêvons d’élèves qui deviennent des citoyens solidaires, engagés pour le bien commun.',
      ],
      image: {
        name: 'sobre-vision',
        alt: 'Illustration d’un lever de soleil sur la mer, avec une colombe en vol.',
        photoAlt: 'Un lever de soleil à Viña del Mar.',
      },
    },
    {
      id: 'mision',
      title: 'Notre mission',
      paragraphs: [
        'Nous formons des élèves autonomes, dotés d’esprit critique et engagés, grâce à une éducation intégrale fondée sur les valeurs chrétiennes et à un enseignement trilingue personnalisé.',
        'Nous travaillons avec de grandes attentes et des méthodes innovantes, parce que nous croyons en ce que chaque enfant peut devenir.',
      ],
      image: {
        name: 'sobre-mision',
        alt: 'Illustration d’un livre ouvert avec un marque-page bleu, blanc et rouge, d’où pousse une plante.',
        photoAlt: 'Du matériel scolaire dans une salle de classe du collège.',
      },
    },
  ],
  valuesTitle: 'Ce qui nous guide',
  values: [
    {
      title: 'Formation intégrale',
      text: 'Nous prenons soin du développement scolaire, émotionnel et spirituel de chaque élève.',
    },
    {
      title: 'Autonomie et esprit critique',
      text: 'Nous voulons des élèves qui pensent par eux-mêmes et prennent en main leurs apprentissages.',
    },
    {
      title: 'Vivre ensemble démocratiquement',
      text: 'Nous apprenons à dialoguer, à respecter les différences et à résoudre les conflits ensemble.',
    },
    {
      title: 'Équité et inclusion',
      text: 'Chaque élève reçoit ce dont il a besoin pour apprendre et se sentir à sa place.',
    },
    {
      title: 'Excellence scolaire',
      text: 'Nous fixons des objectifs élevés et accompagnons chaque élève pour les atteindre.',
    },
    {
      title: 'Développement cognitif et émotionnel',
      text: 'Penser et ressentir vont ensemble : nous éduquons l’un et l’autre avec le même soin.',
    },
  ],
};
