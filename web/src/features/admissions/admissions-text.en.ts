import { INQUIRY_LIMITS } from '@lbj/shared';
import type { Texts } from '../../i18n/texts.tsx';
import type { ADMISSION_TEXT as SPANISH } from './admissions-text.ts';
import { calendarDate } from './calendar-date.ts';

const date = (value: string) => calendarDate(value, 'en-GB');

export const ADMISSION_TEXT: Texts<typeof SPANISH> = {
  title: (year) => `Admissions ${String(year)}`,
  documentTitle: (year) => `Admissions ${String(year)} · Le Beau Jour School`,
  processName: (year) => `Admissions ${String(year)} · Le Beau Jour Christian School`,
  date,
  titleWithoutYear: 'Admissions',
  lead: 'Everything you need to apply for a place for your child at Le Beau Jour School: places, dates, requirements and costs. If you still have a question, write to us.',
  open: (until) => `Admissions are open: we accept applications until ${date(until)}.`,
  closed: 'The admissions process is closed.',
  nextOpens: (value) => `The next admissions process opens on ${date(value)}.`,
  none: 'We have not yet published the next admissions process. Leave us your question and we will contact you when it opens.',
  loadFailed: 'We could not load this part of the page.',
  reload: 'Reload the page',
  factsTitle: 'About the admissions process',
  vacancies: 'Places by level',
  level: 'Level',
  vacanciesColumn: 'Places',
  vacanciesCount: (count) =>
    count === 0 ? 'No places' : `${String(count)} ${count === 1 ? 'place' : 'places'}`,
  criteria: 'Admission criteria',
  dates: 'Dates',
  applyFrom: 'Applications open',
  applyUntil: 'Applications close',
  results: 'Results published',
  requirements: 'Requirements and documents',
  tests: 'Assessments',
  fees: 'Fees',
  pei: 'Educational Project (PEI)',
  peiLink: 'Read our Educational Project (PEI, in Spanish)',
  law: 'We publish this information in accordance with article 13 of Chile’s General Education Law (Ley General de Educación).',
  formTitle: 'Send us your question',
  formLead:
    'We reply by email or telephone, usually within two working days. Fields not marked “optional” are required.',
  labels: {
    nombre: 'Name',
    email: 'Email address',
    telefono: 'Telephone',
    nivel: 'Level of interest',
    anio_nacimiento: 'Year of birth',
    mensaje: 'Message',
    consentimiento:
      'I agree that the school may contact me by email or telephone to answer this question.',
  },
  optional: 'Optional',
  levelPlaceholder: 'Choose a level',
  birthHint: 'Optional. The year your child was born, for example 2021.',
  messageHint: `Up to ${INQUIRY_LIMITS.messageMax.toLocaleString('en-GB')} characters.`,
  submit: 'Send',
  thanksTitle: 'Thank you for your question',
  thanksText:
    'We have received it. A member of our team will read it and reply by email or telephone, usually within two working days. If it is urgent, please call us.',
  thanksAgain: 'Send another question',
  privacyTitle: 'Your data',
  privacy: [
    'We keep what you write in this form (your name, email, telephone, the level, the year of birth and your message) only to answer your admissions question.',
    'We do not share it with anyone or use it for advertising.',
    `We delete it automatically ${String(INQUIRY_LIMITS.keepMonths)} months after we receive it.`,
  ],
  privacyAsk: 'To see or delete your data sooner, write to us at',
};
