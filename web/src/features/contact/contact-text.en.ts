import type { Texts } from '../../i18n/texts.tsx';
import type { CONTACT_TEXT as SPANISH } from './contact-text.ts';

export const CONTACT_TEXT: Texts<typeof SPANISH> = {
  nameLabel: 'Name',
  nameHint: 'Your first name and surname.',
  emailLabel: 'Email address',
  emailHint: 'We will reply to this address.',
  messageLabel: 'Message',
  requiredNote: 'All fields are required.',
  submit: 'Prepare the email',
  required: 'This field is required.',
  invalidEmail: 'Enter a valid email address, for example name@example.com.',
  thanks:
    'Thank you for getting in touch! Your email program will open so you can send the message.',
  fallbackIntro: 'If your email program did not open,',
  fallbackLink: 'open the message from here',
  fallbackOr: 'or write to us directly at',
  truncated:
    'Your message was too long to open in full; check the end of it in your email before you send it.',
  again: 'Write another message',
  subjectPrefix: 'Contact from the website:',
  signatureName: 'Name',
  signatureEmail: 'Email',
};
