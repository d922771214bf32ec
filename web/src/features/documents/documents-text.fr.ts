import type { Texts } from '../../i18n/texts.tsx';
import type { DOCUMENTS_TEXT as SPANISH } from './documents-text.ts';

export const DOCUMENTS_TEXT: Texts<typeof SPANISH> = {
  page: {
    eyebrow: 'Documents',
    title: 'Documents et règlements',
    lead: 'Vous trouverez ici les règlements du collège, ses protocoles d’intervention et les documents liés à la loi TEA. Nous vous invitons à les lire en famille ; ils sont rédigés en espagnol.',
  },
  topicsTitle: 'Ce qu’ils contiennent',
  topicsIncluded: 'Thèmes abordés',
  groups: [
    {
      id: 'reglamentos',
      title: 'Règlements',
      intro:
        'Les règles qui organisent notre vie commune et la manière dont nous évaluons les apprentissages de chaque élève.',
      topics: [
        'Règles de vie scolaire',
        'Droits et devoirs des élèves',
        'Classification et traitement des manquements',
        'Procédures d’évaluation et de passage dans la classe supérieure',
        'Mesures éducatives et disciplinaires',
      ],
    },
    {
      id: 'protocolos',
      title: 'Protocoles',
      intro:
        'Ce que nous faisons, étape par étape, pour protéger nos élèves lorsqu’une situation l’exige.',
      topics: [
        'Atteintes aux droits des élèves',
        'Prévention des agressions sexuelles et conduite à tenir',
        'Maintien dans l’établissement des élèves enceintes et des jeunes mères et pères',
        'Signalements de maltraitance',
        'Harcèlement scolaire',
        'Accidents scolaires',
      ],
    },
    {
      id: 'ley-tea',
      title: 'Loi TEA (autisme)',
      intro:
        'La loi chilienne nº 21.545, dite « loi TEA », favorise l’inclusion des personnes autistes. Voici comment nous l’appliquons au collège.',
      topics: [
        'Prévention et accompagnement de la dysrégulation émotionnelle',
        'Espaces de calme pour les élèves autistes',
        'Autorisation de quitter le travail pour les parents en cas d’urgence',
      ],
    },
  ],
  requiredKinds: {
    pei: 'Projet éducatif de l’établissement (PEI)',
    'reglamento-interno': 'Règlement intérieur et ses protocoles',
    'reglamento-evaluacion': 'Règlement d’évaluation et de passage',
    pise: 'Plan global de sécurité scolaire (PISE)',
    utiles: 'Liste des fournitures scolaires',
    uniforme: 'Règles relatives à l’uniforme',
  },
  categories: {
    reglamento: 'Règlements et protocoles',
    utiles: 'Fournitures scolaires',
    otro: 'Autres documents',
  },
  validFrom: (date) => `En vigueur depuis le ${date}`,
  download: 'Télécharger',
  saveOffline: 'Enregistrer pour lire hors connexion',
  savedOffline: 'Enregistré sur ce téléphone',
  earlierVersions: 'Versions précédentes',
  earlierVersion: (date) => `Version en vigueur depuis le ${date}`,
  loading: 'Chargement des documents…',
  loadFailed: 'Impossible de charger les documents. Vérifiez votre connexion et réessayez.',
  empty:
    'Aucun document n’est encore publié. Vous pouvez en demander un exemplaire au secrétariat.',
};
