// La fenêtre de connexion (titre, commandes du kit) et les erreurs de connexion.
import type { authModalWords, authWords } from '../../components/auth/auth-content.ts';
import type { authErrorWords } from '../../lib/auth/auth-errors.ts';
import type { Translation } from '../../lib/i18n.ts';
import { icu } from '../icu.ts';

export const auth: Translation<typeof authWords> = {
  title: 'Bienvenue sur Vuga',
  descriptions: {
    signin: 'Connectez-vous pour enregistrer votre progression.',
    signup: 'Créez un compte gratuit pour enregistrer votre progression.',
    forgot:
      'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  },
  google: 'Continuer avec Google',
};

/** `{min}` et `{email}` sont remplis par la fenêtre elle-même. */
export const authModal: Translation<typeof authModalWords> = {
  signIn: 'Se connecter',
  signUp: 'S’inscrire',
  reset: 'Réinitialiser le mot de passe',
  or: 'ou',
  name: 'Nom',
  email: 'E-mail',
  password: 'Mot de passe',
  confirmPassword: 'Confirmer le mot de passe',
  passwordHint: 'Au moins {min} caractères',
  createAccount: 'Créer un compte',
  sendReset: 'Envoyer l’e-mail de réinitialisation',
  resetSent: 'Consultez vos e-mails',
  resetSentText:
    'S’il existe un compte pour {email}, un lien pour réinitialiser le mot de passe est en route.',
  tryAgain: 'Réessayer',
  didNotArrive: 'Rien reçu ?',
  backToSignIn: 'Retour à la connexion',
  configurationRequired: 'Configuration requise',
  notConfigured: 'Configuration de la connexion requise',
  notConfiguredMessage: 'La connexion n’est pas disponible : l’authentification n’est pas configurée.',
  tabsLabel: 'Compte',
  close: 'Fermer',
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  nameTooShort: 'Le nom doit comporter au moins 2 caractères',
  passwordTooShort: 'Le mot de passe doit comporter au moins {min} caractères',
};

export const authErrors: Translation<typeof authErrorWords> = {
  wrongCredentials: 'L’adresse e-mail ou le mot de passe est incorrect. Vérifiez-les et réessayez.',
  invalidEmail: 'Cette adresse e-mail n’est pas valide.',
  missingPassword: 'Saisissez votre mot de passe.',
  emailInUse: 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous plutôt.',
  weakPassword: 'Ce mot de passe est trop faible : utilisez au moins 6 caractères.',
  disabled: 'Ce compte a été désactivé.',
  tooManyRequests: 'Trop de tentatives. Attendez quelques minutes, puis réessayez.',
  network: 'Le service de connexion est injoignable. Vérifiez votre connexion et réessayez.',
  popupClosed: 'La fenêtre de connexion a été fermée avant la fin de la connexion.',
  popupBlocked:
    'Le navigateur a bloqué la fenêtre de connexion. Autorisez les fenêtres pop-up pour ce site et réessayez.',
  failedWith: icu('La connexion a échoué : {what}.', 'what'),
  failed: 'La connexion a échoué. Veuillez réessayer.',
};
