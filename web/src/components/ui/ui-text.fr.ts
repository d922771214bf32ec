import type { Texts } from '../../i18n/texts.tsx';
import type { UI_TEXT as SPANISH } from './ui-text.ts';

export const UI_TEXT: Texts<typeof SPANISH> = {
  carousel: {
    role: 'carrousel',
    slideRole: 'diapositive',
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    pause: 'Mettre le carrousel en pause',
    resume: 'Relancer le carrousel',
    pauseShort: 'Pause',
    resumeShort: 'Lecture',
    position: (n, count) => `${String(n)} sur ${String(count)}`,
    show: (n, count) => `Afficher la diapositive ${String(n)} sur ${String(count)}`,
  },
  map: {
    show: 'Afficher la carte',
    note: 'La carte se charge depuis Google Maps uniquement si vous le demandez.',
  },
  close: 'Fermer',
  retry: 'Réessayer',
  honeypot: 'Ne remplissez pas ce champ',
};
