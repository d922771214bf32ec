import type { Texts } from '../i18n/texts.tsx';
import type { DIGEST_TEXT as SPANISH } from './digest-text.ts';

export const DIGEST_TEXT: Texts<typeof SPANISH> = {
  eyebrow: 'Communauté Le Beau Jour',
  title: 'Lettre d’information par e-mail',
  lead: 'Chaque semaine, les actualités du collège, les changements du calendrier et les événements des 14 prochains jours pour les niveaux de vos enfants ; les avis urgents, aussitôt. Sans compte, sans publicité et sans suivi.',
  formTitle: 'Abonnez-vous',
  email: 'Adresse e-mail',
  emailHint: 'Nous vous enverrons un e-mail pour confirmer l’abonnement.',
  levelsLegend: 'Niveaux de vos enfants',
  levelsHint:
    'Choisissez-en un ou plusieurs : vous recevrez ce qui concerne ces niveaux et tout le collège.',
  kindsLegend: 'Ce que vous souhaitez recevoir',
  kinds: {
    noticias: 'Actualités',
    calendario: 'Changements du calendrier',
    urgentes: 'Avis urgents',
  },
  kindHints: {
    noticias: 'Les actualités publiées dans la semaine, dans la lettre du vendredi.',
    calendario: 'Événements ajoutés, déplacés ou annulés, dans la lettre du vendredi.',
    urgentes: 'Un avis urgent ou un événement annulé dans les 7 prochains jours, aussitôt.',
  },
  consent:
    'J’accepte de recevoir ces e-mails du collège. Seuls sont conservés mon adresse, les niveaux et ce que j’ai choisi de recevoir, la version de ce texte et la date de ma confirmation, tant que je reste abonné ; un abonnement non confirmé est effacé au bout de 7 jours. Je peux me désabonner d’un clic dans chaque e-mail.',
  submit: 'M’abonner',
  sentTitle: 'Consultez vos e-mails',
  sentText:
    'Si cette adresse peut recevoir la lettre, un e-mail lui arrivera pour confirmer l’abonnement (le lien est valable 48 heures). Tant que vous ne l’avez pas confirmé, nous ne vous écrirons pas.',
  sentAgain: 'Abonner une autre adresse',
};
