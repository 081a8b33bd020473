// Le cadre de l'application : liens de l'en-tête, du pied de page et de la barre d'onglets, compte, erreurs.
import type { guardWords, pageNames } from '../../components/auth/guard-content.ts';
import type { layoutWords, navWords } from '../../components/layout/layout-content.ts';
import type { greetingWords } from '../../lib/auth/roles.ts';
import type { Translation } from '../../lib/i18n.ts';
import { icu } from '../icu.ts';

export const nav: Translation<typeof navWords> = {
  learn: 'Apprendre',
  review: 'Réviser',
  chat: 'Discuter',
  translate: 'Traduire',
  quiz: 'Quiz',
  dashboard: 'Tableau de bord',
  about: 'À propos',
  settings: 'Paramètres',
  admin: 'Administration',
  faq: 'FAQ',
  feedback: 'Votre avis',
  support: 'Aide',
  privacy: 'Confidentialité',
  terms: 'Conditions',
  cookies: 'Cookies',
  accessibility: 'Accessibilité',
  more: 'Plus',
  due: ' à réviser',
  main: 'Principale',
  footer: 'Pied de page',
};

export const layout: Translation<typeof layoutWords> = {
  skip: 'Aller au contenu',
  tagline: 'Vuga · apprendre le kinyarwanda, gratuitement.',
  signIn: 'Se connecter',
  signOut: 'Se déconnecter',
  notConfigured: 'Configuration Firebase requise',
  configurationRequired: 'Configuration requise',
  loading: 'Chargement',
  errorTitle: 'Un problème est survenu',
  errorIn: icu('Un problème est survenu dans {section}', 'section'),
  reload: 'Recharger la page',
  notShown: icu('Cette page n’a pas pu être affichée : {reason}', 'reason'),
  tryAgain: 'Réessayer',
};

export const guard: Translation<typeof guardWords> = {
  signInRequired: 'Connexion requise',
  signInTo: icu(
    'Connectez-vous pour utiliser {feature}. C’est gratuit : un compte se crée en quelques secondes.',
    'feature',
  ),
  createAccount: 'Créer un compte',
  accessDenied: 'Accès refusé',
  adminOnly: 'Cette page est réservée à l’administrateur.',
  takingYou: 'Retour à votre tableau de bord…',
};

export const greeting: Translation<typeof greetingWords> = {
  admin: 'Bienvenue, administrateur',
  learner: icu('Bienvenue, {name}', 'name'),
  anonymous: 'Apprenant',
};

/** Inserted in « Connectez-vous pour utiliser … » and « Un problème est survenu dans … ». */
export const pages: Translation<typeof pageNames> = {
  lessons: 'les leçons',
  theLessons: 'les leçons',
  theLesson: 'la leçon',
  thePlacement: 'le test de niveau',
  settings: 'les paramètres',
  yourDashboard: 'votre tableau de bord',
  theDashboard: 'le tableau de bord',
  yourReviews: 'vos révisions',
  theReview: 'la révision',
  theAdminDashboard: 'le tableau de bord d’administration',
  translation: 'la traduction',
  theTranslator: 'le traducteur',
  theChatTutor: 'le tuteur',
  theChat: 'la discussion',
  quizzes: 'les quiz',
  theQuiz: 'le quiz',
};
