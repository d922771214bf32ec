import type { Texts } from '../../i18n/texts.tsx';
import { levelRangeHeading, levelRangeTitle, type LevelRangeWords } from './model/level-range.ts';
import type { SUPPLIES_TEXT as SPANISH } from './supplies-text.ts';

const LEVELS: LevelRangeWords = {
  names: {
    'pre-kinder': 'pre-kínder',
    kinder: 'kínder',
    '1-basico': '1º básico',
    '2-basico': '2º básico',
    '3-basico': '3º básico',
    '4-basico': '4º básico',
    '5-basico': '5º básico',
    '6-basico': '6º básico',
    '7-basico': '7º básico',
    '8-basico': '8º básico',
  },
  glosses: {
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
  },
  and: 'et',
  to: 'à',
};

export const SUPPLIES_TEXT: Texts<typeof SPANISH> = {
  eyebrow: (year) => `Année scolaire ${String(year)}`,
  title: (year) => `Liste des fournitures scolaires ${String(year)}`,
  titleWithoutYear: 'Liste des fournitures scolaires',
  documentTitle: (year) => `Liste des fournitures scolaires ${String(year)} · Collège Le Beau Jour`,
  printHeading: (year) => `Liste des fournitures scolaires ${String(year)} · Collège Le Beau Jour`,
  lead: 'Voici tout ce dont votre enfant aura besoin cette année, classé par niveau. Vous pouvez imprimer cette page et cocher chaque fourniture au fur et à mesure. Les fournitures sont indiquées en espagnol, comme on les trouve dans les commerces chiliens.',
  print: 'Imprimer la liste',
  loading: 'Chargement de la liste…',
  loadFailed:
    'Impossible de charger la liste des fournitures. Vérifiez votre connexion et réessayez.',
  empty: 'La liste des fournitures de cette année est en préparation. Revenez bientôt.',
  levelsNav: 'Niveaux de la liste',
  sectionTitle: (levels) => levelRangeTitle(levels, LEVELS),
  sectionHeading: (levels) => levelRangeHeading(levels, LEVELS),
  notesTitle: 'Remarques générales',
  notes: [
    'Marquez chaque fourniture et chaque vêtement au nom de l’élève.',
    'Nous pourrons demander d’autres fournitures en cours d’année ; nous vous préviendrons suffisamment tôt.',
    'Chaque élève apporte ses affaires d’hygiène personnelle pour la journée et le matériel propre aux matières pratiques.',
  ],
  downloadPdf: 'Télécharger le PDF',
  pdfSize: (size) => `PDF, ${size}`,
  questions:
    'Une question sur la liste ? Écrivez-nous ou appelez-nous : nous vous aiderons avec plaisir.',
  contactLink: 'Voir nos coordonnées',
};
