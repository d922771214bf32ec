import type { Texts } from '../i18n/texts.tsx';
import type { HOME_TEXT as SPANISH } from './home-text.ts';

export const HOME_TEXT: Texts<typeof SPANISH> = {
  intro:
    'Nous sommes un collège chrétien et trilingue, à dominante française, qui accompagne chaque élève du pre-kínder (moyenne section) à la 8º básico (4e). Nous éduquons avec bienveillance, exigence et des valeurs chrétiennes, main dans la main avec les familles.',
  since: (year) => `Depuis ${String(year)}`,
  levels: 'Du pre-kínder à la 8º básico',
  aboutButton: 'Mieux nous connaître',
  admissionOpen: (year) => `Admissions ${String(year)} ouvertes`,
  featuredTitle: 'À la une',
  contactTitle: 'Vous souhaitez nous rencontrer ?',
  contactText:
    'Nous serons heureux de répondre à vos questions sur les admissions, les horaires ou la vie au collège. Appelez-nous, écrivez-nous ou venez nous voir.',
  contactButton: 'Nous contacter',
  writeButton: 'Nous écrire un message',
  addressTitle: 'Où nous trouver',
  addressText:
    'Nous vous attendons à Viña del Mar. Si c’est votre première visite, la carte vous aidera à trouver le chemin.',
  carouselLabel: 'Images du collège',
  slides: [
    {
      alt: 'Illustration du collège au bord de la mer, entre les palmiers, avec les collines de Viña del Mar au loin.',
      photoAlt: 'Le bâtiment du collège à Viña del Mar.',
      caption: 'Un collège chrétien à Viña del Mar, qui éduque depuis 1983.',
    },
    {
      alt: 'Illustration de filles et de garçons qui lisent à l’ombre d’un arbre, vus de loin.',
      photoAlt: 'Des élèves qui lisent au collège.',
      caption: 'Lire, questionner, découvrir : nous apprenons dans le calme et dans la joie.',
    },
    {
      alt: 'Illustration d’élèves qui jouent dans la cour du collège : ils sautent à la corde, courent et jouent au ballon.',
      photoAlt: 'Des élèves qui jouent dans la cour du collège.',
      caption:
        'Dans la cour aussi, on apprend : à partager, à prendre soin des autres et à vivre ensemble.',
    },
    {
      alt: 'Illustration de livres, d’un globe terrestre et d’un ruban bleu, blanc et rouge, avec une colombe en vol.',
      photoAlt: 'Un cours de langues au collège.',
      caption: 'Espagnol, français et anglais : trois langues pour s’ouvrir au monde.',
    },
  ],
};
