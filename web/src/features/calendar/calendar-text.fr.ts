import type { CalendarLevel } from '@lbj/shared';
import type { Texts } from '../../i18n/texts.tsx';
import type { CALENDAR_TEXT as SPANISH } from './calendar-text.ts';

/** The Chilean levels keep their names; French families read them beside their French class. */
const LEVELS = {
  'pre-kinder': 'Pre-kínder',
  kinder: 'Kínder',
  '1-basico': '1º básico',
  '2-basico': '2º básico',
  '3-basico': '3º básico',
  '4-basico': '4º básico',
  '5-basico': '5º básico',
  '6-basico': '6º básico',
  '7-basico': '7º básico',
  '8-basico': '8º básico',
} as const satisfies Record<CalendarLevel, string>;

const GLOSSES: Record<CalendarLevel, string> = {
  'pre-kinder': 'moyenne section',
  kinder: 'grande section',
  '1-basico': 'CP',
  '2-basico': 'CE1',
  '3-basico': 'CE2',
  '4-basico': 'CM1',
  '5-basico': 'CM2',
  '6-basico': '6e',
  '7-basico': '5e',
  '8-basico': '4e',
};

export const CALENDAR_TEXT: Texts<typeof SPANISH> = {
  eyebrow: 'Communauté Le Beau Jour',
  title: 'Calendrier scolaire',
  lead: 'Cours, jours fériés, réunions de parents, cérémonies et activités de l’année. Filtrez par niveau ou abonnez-vous depuis votre téléphone.',
  filtersTitle: 'Filtrer',
  levelLabel: 'Niveau',
  categoryLabel: 'Catégorie',
  allLevels: 'Tous les niveaux',
  allCategories: 'Toutes',
  filtersSummary: 'Filtres :',
  allCategoriesInUse: 'toutes les catégories',
  levels: LEVELS,
  levelGlossed: (level) => `${LEVELS[level]} (${GLOSSES[level]})`,
  categories: {
    clases: 'Cours',
    feriado: 'Jour férié',
    'reunion-apoderados': 'Réunion de parents',
    acto: 'Cérémonie',
    evaluacion: 'Évaluation',
    actividad: 'Activité',
  },
  monthsNav: 'Mois',
  previous: 'Mois précédents',
  next: 'Mois suivants',
  today: 'Revenir à aujourd’hui',
  emptyMonth: 'Aucun événement ce mois-ci.',
  cancelled: 'Annulé',
  cancelledPrefix: 'Annulé : ',
  changesTitle: 'Ce qui a changé',
  changesLead: 'Événements ajoutés, déplacés ou annulés ces 14 derniers jours.',
  noChanges: 'Rien n’a changé ces 14 derniers jours.',
  changeWords: { agregado: 'Nouveau', movido: 'Date modifiée', cancelado: 'Annulé' },
  changesFeed: 'S’abonner à « Ce qui a changé »',
  subscribeTitle: 'S’abonner',
  subscribeLead:
    'Ajoutez le calendrier du collège à votre téléphone ou à votre ordinateur : les changements s’y afficheront d’eux-mêmes.',
  byEmail: 'Vous préférez l’e-mail ?',
  byEmailLink:
    'Recevez chaque semaine les événements des niveaux de vos enfants et les changements du calendrier',
  offlineCopy:
    'Sans réseau, votre téléphone affiche la dernière copie de cette page. La meilleure copie hors connexion reste l’abonnement : votre calendrier garde les événements et les met à jour tout seul.',
  wholeSchool: 'Tout le collège',
  levelFeed: (level) => `${level} uniquement (avec les événements de tout le collège)`,
  webcal: 'Ouvrir dans mon calendrier',
  copyLabel: 'Adresse à copier :',
  guideTitle: 'Comment s’abonner',
  guides: [
    {
      app: 'Google Agenda',
      steps: (scheme) =>
        `Sur un ordinateur, ouvrez Google Agenda ; à côté de « Autres agendas », choisissez « + » puis « À partir de l’URL », collez l’adresse ${scheme}:// et choisissez « Ajouter un agenda ». Il apparaîtra aussi sur votre téléphone.`,
    },
    {
      app: 'Calendrier d’Apple (iPhone, iPad, Mac)',
      steps: () =>
        'Touchez « Ouvrir dans mon calendrier » et confirmez « S’abonner ». Sur un Mac : Fichier › Nouvel abonnement à un calendrier, puis collez l’adresse.',
    },
    {
      app: 'Outlook',
      steps: (scheme) =>
        `Dans Outlook sur le web : Calendrier › Ajouter un calendrier › S’abonner à partir du web, collez l’adresse ${scheme}:// et choisissez « Importer ».`,
    },
  ],
  slowApps:
    'Google Agenda peut mettre jusqu’à un jour à afficher un changement : consultez « Ce qui a changé » sur cette page avant de partir.',
  gridCaption: (month) => `${month}, jour par jour`,
  loading: 'Chargement du calendrier…',
  back: 'Retour au calendrier',
  when: 'Quand',
  where: 'Où',
  who: 'Pour',
  category: 'Catégorie',
  addToCalendar: 'Ajouter à mon calendrier',
  cancelledNote: 'Cet événement a été annulé.',
  onlySpanishNote: 'Cet événement n’est affiché qu’en espagnol.',
  outdatedNote: 'Le texte espagnol de cet événement a été modifié depuis sa traduction.',
  readSpanish: 'Lire la version espagnole',
  missingTitle: 'Événement introuvable',
  missingText: 'L’événement que vous cherchez n’existe pas ou a été retiré du calendrier.',
  documentTitle: (titulo) => `${titulo} · Calendrier · Collège Le Beau Jour`,
  nextTitle: 'Prochains événements',
  nextAll: 'Voir le calendrier',
};
