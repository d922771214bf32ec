import { paths } from '../config/paths.ts';
import type { PageTexts } from './page-meta.ts';

const SITE = 'Le Beau Jour School';
const title = (page: string) => `${page} · ${SITE}`;

/** Every public page's English title and meta description. */
export const pageMeta: PageTexts = {
  [paths.home]: {
    title: 'Le Beau Jour Christian School · Viña del Mar',
    description:
      'A trilingual Christian school with a French emphasis in Viña del Mar, from pre-kínder to 8º básico, educating in the shelter of the Most High since 1983.',
  },
  [paths.about]: {
    title: title('About us'),
    description:
      'Who we are, our vision and our mission: whole-person education, Christian values and personalised trilingual teaching.',
  },
  [paths.history]: {
    title: title('Our history'),
    description:
      'The history of Le Beau Jour School, founded in 1983 by Hernán Bastos and inspired by the French model of education.',
  },
  [paths.team]: {
    title: title('Leadership team'),
    description:
      'Meet the management and school coexistence team of Le Beau Jour School and their qualifications.',
  },
  [paths.documents]: {
    title: title('Documents and policies'),
    description:
      'Download the school rules, the action protocols and the Ley TEA (autism inclusion law) documents of Le Beau Jour School.',
  },
  [paths.supplies]: {
    title: title('School supplies list'),
    description:
      'This year’s school supplies list by level, from pre-kínder to 8º básico, ready to print and tick off.',
  },
  [paths.hours]: {
    title: title('Opening hours'),
    description: 'Opening hours of Le Beau Jour School: Monday to Friday, 9:00 to 19:00.',
  },
  [paths.recognitions]: {
    title: title('Recognition'),
    description:
      'Our collaboration agreement with the PUCV and the 2024 national recognition of our teaching practice.',
  },
  [paths.gallery]: {
    title: title('Photo gallery'),
    description: 'Photos of school life at Le Beau Jour School, year by year.',
  },
  [paths.news]: {
    title: title('News'),
    description: 'News, announcements and events from Le Beau Jour School.',
  },
  [paths.contact]: {
    title: title('Contact'),
    description: 'Telephone, email, address and map of Le Beau Jour School in Viña del Mar.',
  },
  [paths.mail]: {
    title: title('Write to us'),
    description: 'Send a message to Le Beau Jour School from your own email.',
  },
  [paths.admission]: {
    title: title('Admissions'),
    description:
      'Admissions to Le Beau Jour School: places by level, dates, requirements, fees and our Educational Project. Send us your question.',
  },
  [paths.calendar]: {
    title: title('School calendar'),
    description:
      'The Le Beau Jour School calendar: lessons, bank holidays, parents’ meetings and activities by level. Subscribe from your phone.',
  },
  [`${paths.calendar}/:slug`]: {
    title: title('Calendar event'),
    description: 'An event in the Le Beau Jour School calendar.',
  },
  [`${paths.news}/:slug`]: {
    title: title('News'),
    description: 'A news item from Le Beau Jour School.',
  },
  '/galeria/:year': {
    title: title('Photos of the year'),
    description: 'Photos of school life at Le Beau Jour School.',
  },
  [paths.photoRequest]: {
    title: title('Ask us to remove a photo'),
    description: 'Ask Le Beau Jour School to remove a photo of your child from the site.',
  },
  [paths.photoRequestSent]: {
    title: title('Request received'),
    description: 'We have received your request to remove a photo.',
  },
  [paths.digest]: {
    title: title('Newsletter by e-mail'),
    description:
      'The Le Beau Jour School newsletter by e-mail: news, calendar changes and urgent notices for your children’s levels, with no account and no tracking.',
  },
  [paths.offline]: {
    title: title('Offline'),
    description:
      'Offline: the pages of Le Beau Jour School kept on this phone, to read with no signal.',
  },
};
