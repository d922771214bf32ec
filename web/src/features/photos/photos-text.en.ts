import { PHOTO_REQUEST_TARGET_DAYS } from '@lbj/shared';
import type { Texts } from '../../i18n/texts.tsx';
import type { PHOTO_REQUEST_TEXT as SPANISH } from './photos-text.ts';

export const PHOTO_REQUEST_TEXT: Texts<typeof SPANISH> = {
  title: 'Ask us to remove a photo',
  lead: 'If your child appears in a photo on the site and you would rather it were no longer published, let us know. We review every request and reply by email.',
  photoHeading: 'The photo',
  photoInNews: 'Published in the news item',
  photoInGallery: (year) => `Published in the ${String(year)} gallery.`,
  noPhoto:
    'We could not identify the photo: it may already have been removed. Go back to the photo and use the removal request link below it, or write to us saying where you saw it.',
  nombre: 'Name',
  email: 'Email address',
  emailHint: 'We will reply to this address.',
  relacion: 'Relationship to the pupil',
  relacionHint: 'For example: mother, father, guardian or the pupil themselves.',
  motivo: 'Reason',
  motivoHint: 'Tell us briefly why you would like us to remove it.',
  submit: 'Send request',
  privacy: 'We use these details only to answer your request. They are never published or shared.',
  sentTitle: 'We have received your request',
  sentLead: 'Thank you for letting us know. Your request is now with the school team.',
  nextHeading: 'What happens next',
  next: [
    `We review the request within ${String(PHOTO_REQUEST_TARGET_DAYS)} working days at most.`,
    'If appropriate, we remove the photo from the whole site: news, gallery and the previews shared on social media.',
    'We write to the email address you gave us to tell you what we have done.',
  ],
  urgent: 'If it is urgent, call us or write to us directly.',
  backHome: 'Back to the home page',
};
