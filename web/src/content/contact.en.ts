import type {
  contactCopy as SPANISH_CONTACT,
  hoursCopy as SPANISH_HOURS,
  mailCopy as SPANISH_MAIL,
} from './contact.ts';
import type { Translation } from './localized.ts';

export const contactCopy: Translation<typeof SPANISH_CONTACT> = {
  eyebrow: 'We are here to help',
  title: 'Contact',
  lead: 'We are here to help. Call us, write to us or come and visit: we will gladly answer your questions.',
  phoneTitle: 'Telephone',
  phoneHint: 'Call us during opening hours.',
  seeHours: 'See opening hours',
  emailTitle: 'Email',
  emailHint: 'We will reply as soon as we can.',
  addressTitle: 'Address',
  mapLink: 'Open in Google Maps',
  socialTitle: 'Social media',
  socialHint: 'News and photos of school life.',
  socialHidden: ': the school’s page (opens in a new tab)',
  formTitle: 'Would you rather write to us from here?',
  formButton: 'Send us a message',
  mapTitle: 'How to find us',
};

export const mailCopy: Translation<typeof SPANISH_MAIL> = {
  eyebrow: 'Contact',
  title: 'Write to us',
  lead: 'Fill in the form and your email program will open with the message ready to send, so you keep a copy in your own mailbox.',
  asideTitle: 'You can also',
  writeTo: 'Write to',
  callAt: 'Call',
};

export const hoursCopy: Translation<typeof SPANISH_HOURS> = {
  eyebrow: 'For families',
  title: 'Opening hours',
  lead: 'We are here for you Monday to Friday: at school, by telephone or by email.',
  daysLabel: 'Days',
  hoursLabel: 'Hours',
  twelveHour: '9 a.m. to 7 p.m.',
  closed: 'Outside these hours you can email us; we will reply as soon as we can.',
  contactTitle: 'Other ways to reach us',
  hiddenTitle: 'Opening hours',
  phoneLabel: 'Telephone:',
  emailLabel: 'Email:',
  addressLabel: 'Address:',
};
