import type { Texts } from '../../i18n/texts.tsx';
import type { CONTACT_TEXT as SPANISH } from './contact-text.ts';

export const CONTACT_TEXT: Texts<typeof SPANISH> = {
  nameLabel: 'Nom',
  nameHint: 'Votre prénom et votre nom.',
  emailLabel: 'Adresse e-mail',
  emailHint: 'Nous vous répondrons à cette adresse.',
  messageLabel: 'Message',
  requiredNote: 'Tous les champs sont obligatoires.',
  submit: 'Préparer l’e-mail',
  required: 'Ce champ est obligatoire.',
  invalidEmail: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
  thanks: 'Merci de nous avoir écrit ! Votre messagerie va s’ouvrir pour envoyer le message.',
  fallbackIntro: 'Si votre messagerie ne s’est pas ouverte,',
  fallbackLink: 'ouvrez le message ici',
  fallbackOr: 'ou écrivez-nous directement à',
  truncated:
    'Votre message était trop long pour être ouvert en entier ; vérifiez-en la fin dans votre messagerie avant de l’envoyer.',
  again: 'Écrire un autre message',
  subjectPrefix: 'Contact depuis le site web :',
  signatureName: 'Nom',
  signatureEmail: 'E-mail',
};
