// La page Paramètres et la confirmation après la suppression du compte.
import type {
  accountDeletedContent,
  privacyContent,
  settingsContent,
} from '../../features/settings/settings-content.ts';
import type { Translation } from '../../lib/i18n.ts';
import { icu } from '../icu.ts';

export const settings: Translation<typeof settingsContent> = {
  heading: 'Paramètres',
  sections: 'Sections des paramètres',
  noEmail: 'Votre compte n’a pas d’adresse e-mail pour l’export.',
  accountTab: 'Compte',
  name: 'Nom',
  email: 'E-mail',
  memberSince: 'Membre depuis',
  lastSignIn: 'Dernière connexion',
  unknown: 'Inconnue',
  resetSent: icu('Nous avons envoyé un lien de réinitialisation du mot de passe à {email}.', 'email'),
  changePassword: 'Changer de mot de passe',
  signOut: 'Se déconnecter',
  preferencesTab: 'Préférences',
  language: 'Langue',
  languageHint: 'La langue de l’application. Les leçons et le tuteur restent en kinyarwanda et en anglais.',
  theme: 'Thème',
  themeLight: 'Clair',
  themeDark: 'Sombre',
  themeAuto: 'Automatique (comme mon appareil)',
  newCards: 'Nouvelles cartes de révision par jour',
  newCardsHint:
    'Combien de nouveaux mots arrivent chaque jour en révision ; les autres attendent les jours suivants.',
  newCardsOption: icu('{count} par jour', 'count'),
  autoPlay: 'Lire la prononciation automatiquement',
  autoPlayHint: 'Prononcer le mot de chaque réponse du tuteur dès qu’elle arrive.',
  soundEffects: 'Effets sonores',
  soundEffectsHint:
    'Un son bref quand une réponse d’une leçon est juste ou fausse, et quand une leçon est terminée.',
  optOut: 'Refuser les statistiques d’utilisation',
  optOutHint: 'Ne plus enregistrer mon activité pour mon tableau de bord et les statistiques d’utilisation.',
  exportTitle: 'Exporter vos données',
  exportText:
    'Téléchargez dans un fichier tout ce que Vuga garde sur vous (votre activité, vos résultats aux quiz, vos statistiques et vos paramètres).',
  exportButton: 'Exporter mes données',
  exported: 'Vos données ont été téléchargées.',
  exportFailed: icu('L’export a échoué : {reason}', 'reason'),
  deleteTitle: 'Supprimer votre compte',
  deleteText:
    'Cela supprime définitivement votre compte, votre progression et vos réussites. C’est irréversible.',
  deleteButton: 'Supprimer le compte',
  deleteFailed: icu('La suppression de votre compte a échoué : {reason}', 'reason'),
  deleteWord: 'SUPPRIMER',
  deleteModal: {
    title: 'Supprimer le compte',
    description: 'Cela supprime définitivement votre compte et votre progression. C’est irréversible.',
    confirm: 'Supprimer le compte',
    cancel: 'Annuler',
    close: 'Fermer',
    typeToConfirm: icu('Tapez {word} pour confirmer', 'word'),
  },
};

export const privacy: Translation<typeof privacyContent> = {
  tab: 'Confidentialité',
  title: 'Confidentialité',
  description:
    'Vuga n’a pas de profils publics : personne d’autre ne voit votre nom ni votre progression. Seul l’administrateur voit les statistiques d’utilisation.',
  dataTitle: 'Vos données',
};

const counts = icu(
  '{activities, plural, one {# activité} other {# activités}}, {quizResults, plural, one {# résultat de quiz} other {# résultats de quiz}}, {days, plural, one {# jour de statistiques} other {# jours de statistiques}} et {learning, plural, one {# fiche d’apprentissage} other {# fiches d’apprentissage}}',
  'activities',
  'quizResults',
  'days',
  'learning',
);

export const accountDeleted: Translation<typeof accountDeletedContent> = {
  heading: 'Votre compte a été supprimé',
  title: 'Supprimé, et déconnecté',
  summary: (result) =>
    result.already
      ? 'Votre compte avait déjà été supprimé, avec tout ce que Vuga gardait à son sujet. Vous êtes déconnecté.'
      : `Votre compte de connexion n’existe plus, avec tout ce que Vuga gardait sur vous : ${counts(result.activities, result.quizResults, result.days, result.learning)}. Vous êtes déconnecté sur cet appareil.`,
  home: 'Aller à l’accueil',
};
