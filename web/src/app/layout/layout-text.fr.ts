import { paths } from '../../config/paths.ts';
import type { Texts } from '../../i18n/texts.tsx';
import type { LAYOUT_TEXT as SPANISH } from './layout-text.ts';

export const LAYOUT_TEXT: Texts<typeof SPANISH> = {
  skipLink: 'Aller au contenu',
  brandSmall: 'Collège Chrétien ',
  homeHint: ' (page d’accueil)',
  mainNav: 'Principale',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  menu: 'Menu',
  mobileNav: 'Menu mobile',
  navItems: [
    { to: paths.home, label: 'Accueil' },
    { to: paths.gallery, label: 'Galerie' },
    { to: paths.news, label: 'Actualités' },
    { to: paths.calendar, label: 'Calendrier', reloadDocument: true },
    { to: paths.about, label: 'Qui sommes-nous' },
    { to: paths.documents, label: 'Documents' },
    { to: paths.history, label: 'Notre histoire' },
    { to: paths.team, label: 'Direction' },
    { to: paths.admission, label: 'Admissions' },
  ],
  contactCta: 'Nous contacter',
  tagline: 'ÉDUQUER À L’ABRI DU TRÈS-HAUT',
  follow: 'Suivez-nous',
  digestLink: 'Recevoir la lettre par e-mail',
  socialLabel: (network) => `${network} du collège (s’ouvre dans un nouvel onglet)`,
  schoolName: 'Collège Chrétien Le Beau Jour',
  copyrightName: 'Collège Le Beau Jour',
  rights: 'Tous droits réservés.',
  loading: 'Chargement de la page…',
  languages: 'Langues du site',
};
