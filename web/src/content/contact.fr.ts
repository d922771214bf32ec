import type {
  contactCopy as SPANISH_CONTACT,
  hoursCopy as SPANISH_HOURS,
  mailCopy as SPANISH_MAIL,
} from './contact.ts';
import type { Translation } from './localized.ts';

export const contactCopy: Translation<typeof SPANISH_CONTACT> = {
  eyebrow: 'Nous sommes là pour vous aider',
  title: 'Contact',
  lead: 'Nous sommes là pour vous aider. Appelez-nous, écrivez-nous ou venez nous voir : nous répondrons volontiers à vos questions.',
  phoneTitle: 'Téléphone',
  phoneHint: 'Appelez-nous pendant nos horaires d’accueil.',
  seeHours: 'Voir les horaires',
  emailTitle: 'Adresse e-mail',
  emailHint: 'Nous vous répondrons dès que possible.',
  addressTitle: 'Adresse',
  mapLink: 'Ouvrir dans Google Maps',
  socialTitle: 'Réseaux sociaux',
  socialHint: 'Actualités et photos de la vie scolaire.',
  socialHidden: ' du collège (s’ouvre dans un nouvel onglet)',
  formTitle: 'Vous préférez nous écrire d’ici ?',
  formButton: 'Nous écrire un message',
  mapTitle: 'Comment venir',
};

export const mailCopy: Translation<typeof SPANISH_MAIL> = {
  eyebrow: 'Contact',
  title: 'Nous écrire',
  lead: 'Remplissez le formulaire : votre messagerie s’ouvrira avec le message prêt à envoyer. Vous en garderez ainsi une copie dans votre propre boîte.',
  asideTitle: 'Vous pouvez aussi',
  writeTo: 'Écrire à',
  callAt: 'Appeler le',
};

export const hoursCopy: Translation<typeof SPANISH_HOURS> = {
  eyebrow: 'Accueil des familles',
  title: 'Horaires d’accueil',
  lead: 'Nous vous accueillons du lundi au vendredi, au collège, par téléphone ou par e-mail.',
  daysLabel: 'Jours',
  hoursLabel: 'Horaires',
  twelveHour: '9 heures du matin à 7 heures du soir',
  closed:
    'En dehors de ces horaires, vous pouvez nous écrire par e-mail ; nous vous répondrons dès que possible.',
  contactTitle: 'Autres façons de nous joindre',
  hiddenTitle: 'Horaires',
  phoneLabel: 'Téléphone :',
  emailLabel: 'E-mail :',
  addressLabel: 'Adresse :',
};
