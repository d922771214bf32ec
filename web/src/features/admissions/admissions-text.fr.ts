import { INQUIRY_LIMITS } from '@lbj/shared';
import type { Texts } from '../../i18n/texts.tsx';
import type { ADMISSION_TEXT as SPANISH } from './admissions-text.ts';
import { calendarDate } from './calendar-date.ts';

const date = (value: string) => calendarDate(value, 'fr-FR');

export const ADMISSION_TEXT: Texts<typeof SPANISH> = {
  title: (year) => `Admissions ${String(year)}`,
  documentTitle: (year) => `Admissions ${String(year)} · Collège Le Beau Jour`,
  processName: (year) => `Admissions ${String(year)} · Collège Chrétien Le Beau Jour`,
  date,
  titleWithoutYear: 'Admissions',
  lead: 'Tout ce qu’il faut savoir pour inscrire votre enfant au Collège Le Beau Jour : places disponibles, dates, conditions et frais. Pour toute question, écrivez-nous.',
  open: (until) =>
    `Les admissions sont ouvertes : nous recevons les candidatures jusqu’au ${date(until)}.`,
  closed: 'La période d’admission est close.',
  nextOpens: (value) => `La prochaine période d’admission ouvrira le ${date(value)}.`,
  none: 'Nous n’avons pas encore publié la prochaine période d’admission. Laissez-nous votre question : nous vous contacterons dès son ouverture.',
  loadFailed: 'Nous n’avons pas pu charger cette partie de la page.',
  reload: 'Recharger la page',
  factsTitle: 'Informations sur les admissions',
  vacancies: 'Places disponibles par niveau',
  level: 'Niveau',
  vacanciesColumn: 'Places',
  vacanciesCount: (count) =>
    count === 0 ? 'Aucune place' : `${String(count)} ${count === 1 ? 'place' : 'places'}`,
  criteria: 'Critères d’admission',
  dates: 'Dates',
  applyFrom: 'Ouverture des candidatures',
  applyUntil: 'Clôture des candidatures',
  results: 'Publication des résultats',
  requirements: 'Conditions et documents',
  tests: 'Épreuves',
  fees: 'Frais de scolarité',
  pei: 'Projet éducatif de l’établissement',
  peiLink: 'Lire notre projet éducatif (PEI, en espagnol)',
  law: 'Nous publions ces informations conformément à l’article 13 de la loi générale sur l’éducation du Chili (Ley General de Educación).',
  formTitle: 'Écrivez-nous votre question',
  formLead:
    'Nous vous répondons par e-mail ou par téléphone, en général sous deux jours ouvrables. Les champs sans la mention « facultatif » sont obligatoires.',
  labels: {
    nombre: 'Nom',
    email: 'Adresse e-mail',
    telefono: 'Téléphone',
    nivel: 'Niveau souhaité',
    anio_nacimiento: 'Année de naissance',
    mensaje: 'Message',
    consentimiento:
      'J’accepte que le collège me contacte par e-mail ou par téléphone pour répondre à cette question.',
  },
  optional: 'Facultatif',
  levelPlaceholder: 'Choisissez un niveau',
  birthHint: 'Facultatif. L’année de naissance de votre enfant, par exemple 2021.',
  messageHint: `Jusqu’à ${INQUIRY_LIMITS.messageMax.toLocaleString('fr-FR')} caractères.`,
  submit: 'Envoyer',
  thanksTitle: 'Merci pour votre question',
  thanksText:
    'Nous l’avons bien reçue. Un membre de l’équipe la lira et vous répondra par e-mail ou par téléphone, en général sous deux jours ouvrables. En cas d’urgence, appelez-nous.',
  thanksAgain: 'Envoyer une autre question',
  privacyTitle: 'Vos données',
  privacy: [
    'Nous conservons ce que vous écrivez dans ce formulaire (votre nom, votre e-mail, votre téléphone, le niveau, l’année de naissance et votre message) uniquement pour répondre à votre demande d’admission.',
    'Nous ne les partageons avec personne et ne les utilisons pas à des fins publicitaires.',
    `Nous les effaçons automatiquement ${String(INQUIRY_LIMITS.keepMonths)} mois après les avoir reçues.`,
  ],
  privacyAsk: 'Pour consulter ou effacer vos données avant ce délai, écrivez-nous à',
};
