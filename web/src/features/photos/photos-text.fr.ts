import { PHOTO_REQUEST_TARGET_DAYS } from '@lbj/shared';
import type { Texts } from '../../i18n/texts.tsx';
import type { PHOTO_REQUEST_TEXT as SPANISH } from './photos-text.ts';

export const PHOTO_REQUEST_TEXT: Texts<typeof SPANISH> = {
  title: 'Demander le retrait d’une photo',
  lead: 'Si votre enfant apparaît sur une photo du site et que vous ne souhaitez pas qu’elle reste publiée, dites-le-nous. Nous examinons chaque demande et répondons par e-mail.',
  photoHeading: 'La photo',
  photoInNews: 'Publiée dans l’actualité',
  photoInGallery: (year) => `Publiée dans la galerie ${String(year)}.`,
  noPhoto:
    'Nous n’avons pas pu identifier la photo : elle a peut-être déjà été retirée. Revenez à la photo et utilisez le lien de demande de retrait qui se trouve en dessous, ou écrivez-nous en indiquant où vous l’avez vue.',
  nombre: 'Nom',
  email: 'Adresse e-mail',
  emailHint: 'Nous vous répondrons à cette adresse.',
  relacion: 'Lien avec l’élève',
  relacionHint: 'Par exemple : mère, père, responsable légal ou l’élève lui-même.',
  motivo: 'Motif',
  motivoHint: 'Expliquez-nous brièvement pourquoi vous souhaitez que nous la retirions.',
  submit: 'Envoyer la demande',
  privacy:
    'Nous utilisons ces données uniquement pour répondre à votre demande. Elles ne sont ni publiées ni partagées.',
  sentTitle: 'Nous avons bien reçu votre demande',
  sentLead:
    'Merci de nous avoir prévenus. Votre demande est entre les mains de l’équipe du collège.',
  nextHeading: 'Et maintenant ?',
  next: [
    `Nous examinons la demande dans un délai de ${String(PHOTO_REQUEST_TARGET_DAYS)} jours ouvrables au plus.`,
    'Si elle est fondée, nous retirons la photo de tout le site : actualités, galerie et aperçus partagés sur les réseaux sociaux.',
    'Nous vous écrivons à l’adresse e-mail que vous nous avez donnée pour vous dire ce que nous avons fait.',
  ],
  urgent: 'En cas d’urgence, appelez-nous ou écrivez-nous directement.',
  backHome: 'Retour à l’accueil',
};
