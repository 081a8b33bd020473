// Les conditions d'utilisation.
import type { termsWords } from '../../features/info/terms-content.ts';
import type { Translation } from '../../lib/i18n.ts';

export const terms: Translation<typeof termsWords> = {
  heading: 'Conditions d’utilisation',
  updated: 'Dernière mise à jour : janvier 2025.',
  usingTitle: 'Utiliser Vuga',
  using: {
    before: 'Vuga est gratuit. En créant un compte, vous acceptez ces conditions ainsi que notre ',
    link: 'politique de confidentialité',
    after: '. Vous devez avoir au moins 13 ans.',
  },
  accountTitle: 'Votre compte',
  account:
    'Gardez votre mot de passe pour vous et prévenez-nous si vous pensez que quelqu’un d’autre utilise votre compte. Vous êtes responsable de ce qui en est fait.',
  fairUseTitle: 'Usage loyal',
  fairUse: [
    'Utilisez Vuga pour apprendre, pas pour le surcharger ou l’attaquer : les requêtes automatisées en masse sont limitées et peuvent être bloquées.',
    'N’essayez pas de lire les données d’autres personnes ni de modifier vos propres scores à la main.',
    'Restez courtois dans vos avis et vos messages.',
  ],
  tutorTitle: 'Les réponses du tuteur',
  tutor:
    'Le tuteur répond à partir de contenus écrits par l’équipe de Vuga et de données ouvertes. Nous faisons tout pour être exacts, et marquons comme brouillon ce qu’un locuteur du kinyarwanda n’a pas encore vérifié, mais le tuteur peut se tromper. Les traductions mot à mot sont présentées comme telles. Ne vous fiez pas à Vuga pour des traductions médicales, juridiques ou d’autres traductions importantes.',
  licencesTitle: 'Contenus et licences',
  licences: {
    before:
      'Le code de Vuga est open source sous licence MIT. Les enregistrements natifs viennent de Mozilla Common Voice (CC0) ; la mémoire de traduction de TICO-19 (CC0) ; les mots du calendrier d’Unicode CLDR (licence Unicode). Les crédits sont sur la ',
    link: 'page À propos',
    after: '.',
  },
  warrantyTitle: 'Aucune garantie',
  warranty:
    'Vuga est fourni tel quel, sans garantie. Nous pouvons modifier ou arrêter des fonctions, et nous essaierons de prévenir avant tout changement qui touche vos données.',
  contactTitle: 'Contact',
  contact: 'Questions sur ces conditions : ',
};
