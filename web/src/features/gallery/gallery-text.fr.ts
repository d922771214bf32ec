import type { Texts } from '../../i18n/texts.tsx';
import type { GALLERY_TEXT as SPANISH } from './gallery-text.ts';

export const GALLERY_TEXT: Texts<typeof SPANISH> = {
  indexHeading: 'Galerie photos',
  indexLead: 'Cérémonies, sorties, fêtes et vie de tous les jours de notre communauté scolaire.',
  yearHeading: (year) => `Photos ${String(year)}`,
  yearDocumentTitle: (year) => `Photos ${String(year)} · Collège Le Beau Jour`,
  invalidYearDocumentTitle: 'Galerie photos · Collège Le Beau Jour',
  invalidYear: 'Cette année n’est pas valide.',
  allYears: 'Toutes les années',
  otherYears: 'Voir les photos d’autres années',
  newTab: '(s’ouvre dans un nouvel onglet)',
  newTabVisible: 'S’ouvre dans un nouvel onglet',
  photoAlt: (position, total, year) =>
    `Photo ${String(position)} sur ${String(total)} de l’année ${String(year)}`,
  photoCount: (total) => (total <= 1 ? `${String(total)} photo` : `${String(total)} photos`),
  gridHint: 'Choisissez une photo pour l’afficher en grand dans un nouvel onglet.',
  retry: 'Réessayer',
  loading: 'Chargement des photos…',
  empty: 'Aucune photo n’est disponible pour cette année.',
  badFormat: 'La réponse du serveur est dans un format inattendu.',
  loadFailed: 'Impossible de charger les photos.',
  requestLink: 'Demander le retrait de cette photo',
  photoTarget: (position, total) => `photo ${String(position)} sur ${String(total)}`,

  yearsHeading: 'Photos par année',
  yearsLoading: 'Chargement des années…',
  yearsFailed: 'Impossible de charger la liste des années.',
  yearsEmpty:
    'Aucune photo n’est encore publiée sur le site. En attendant, rendez-vous sur notre page Facebook.',
  yearLinkPrefix: 'Photos de l’année',

  facebookTitle: 'Nos photos sur Facebook',
  facebookText: 'Albums des cérémonies, sorties et fêtes sur la page du collège.',
};
