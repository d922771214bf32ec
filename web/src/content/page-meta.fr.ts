import { paths } from '../config/paths.ts';
import type { PageTexts } from './page-meta.ts';

const SITE = 'Collège Le Beau Jour';
const title = (page: string) => `${page} · ${SITE}`;

/** Every public page's French title and meta description. */
export const pageMeta: PageTexts = {
  [paths.home]: {
    title: 'Collège Chrétien Le Beau Jour · Viña del Mar',
    description:
      'Collège chrétien trilingue à dominante française à Viña del Mar, du pre-kínder à la 8º básico, qui éduque à l’abri du Très-Haut depuis 1983.',
  },
  [paths.about]: {
    title: title('Qui sommes-nous'),
    description:
      'Qui nous sommes, notre vision et notre mission : une formation intégrale, des valeurs chrétiennes et un enseignement trilingue personnalisé.',
  },
  [paths.history]: {
    title: title('Notre histoire'),
    description:
      'L’histoire du Collège Le Beau Jour, fondé en 1983 par Hernán Bastos et inspiré par le modèle éducatif français.',
  },
  [paths.team]: {
    title: title('Équipe de direction'),
    description:
      'Découvrez l’équipe de direction et de vie scolaire du Collège Le Beau Jour et sa formation.',
  },
  [paths.documents]: {
    title: title('Documents et règlements'),
    description:
      'Téléchargez le règlement intérieur, les protocoles d’action et les documents de la loi TEA (inclusion des personnes autistes) du Collège Le Beau Jour.',
  },
  [paths.supplies]: {
    title: title('Liste des fournitures scolaires'),
    description:
      'La liste des fournitures scolaires de l’année par niveau, du pre-kínder à la 8º básico, prête à imprimer et à cocher.',
  },
  [paths.hours]: {
    title: title('Horaires d’accueil'),
    description:
      'Horaires d’accueil du Collège Le Beau Jour : du lundi au vendredi, de 9\u00a0h à 19\u00a0h.',
  },
  [paths.recognitions]: {
    title: title('Distinctions'),
    description:
      'Convention de collaboration avec la PUCV et reconnaissance nationale 2024 de nos pratiques pédagogiques.',
  },
  [paths.gallery]: {
    title: title('Galerie de photos'),
    description: 'Photos de la vie scolaire du Collège Le Beau Jour, année après année.',
  },
  [paths.news]: {
    title: title('Actualités'),
    description: 'Actualités, communiqués et événements du Collège Le Beau Jour.',
  },
  [paths.contact]: {
    title: title('Contact'),
    description:
      'Téléphone, e-mail, adresse et plan d’accès du Collège Le Beau Jour à Viña del Mar.',
  },
  [paths.mail]: {
    title: title('Nous écrire'),
    description: 'Envoyez un message au Collège Le Beau Jour depuis votre messagerie.',
  },
  [paths.admission]: {
    title: title('Admissions'),
    description:
      'Admissions au Collège Le Beau Jour : places par niveau, dates, conditions, frais et projet éducatif. Écrivez-nous votre question.',
  },
  [paths.calendar]: {
    title: title('Calendrier scolaire'),
    description:
      'Calendrier scolaire du Collège Le Beau Jour : cours, jours fériés, réunions de parents et activités par niveau. Abonnez-vous depuis votre téléphone.',
  },
  [`${paths.calendar}/:slug`]: {
    title: title('Événement du calendrier'),
    description: 'Un événement du calendrier scolaire du Collège Le Beau Jour.',
  },
  [`${paths.news}/:slug`]: {
    title: title('Actualités'),
    description: 'Une actualité du Collège Le Beau Jour.',
  },
  '/galeria/:year': {
    title: title('Photos de l’année'),
    description: 'Photos de la vie scolaire du Collège Le Beau Jour.',
  },
  [paths.photoRequest]: {
    title: title('Demander le retrait d’une photo'),
    description:
      'Demandez au Collège Le Beau Jour de retirer du site une photo sur laquelle apparaît votre enfant.',
  },
  [paths.photoRequestSent]: {
    title: title('Demande reçue'),
    description: 'Nous avons bien reçu votre demande de retrait d’une photo.',
  },
  [paths.digest]: {
    title: title('Lettre d’information par e-mail'),
    description:
      'La lettre d’information par e-mail du Collège Le Beau Jour : actualités, changements du calendrier et avis urgents pour les niveaux de vos enfants, sans compte ni suivi.',
  },
  [paths.offline]: {
    title: title('Hors connexion'),
    description:
      'Hors connexion : les pages du Collège Le Beau Jour enregistrées sur ce téléphone, à lire sans réseau.',
  },
};
