// Les pages FAQ et Votre avis, et le formulaire de contact de la page À propos.
import type { questions } from '../../features/info/faq.ts';
import type { contactFormWords, faqPageWords, feedbackPageWords } from '../../features/info/info-content.ts';
import type { Translation } from '../../lib/i18n.ts';

export const faqPage: Translation<typeof faqPageWords> = {
  heading: 'Questions fréquentes',
  lead: 'Les douze questions que les apprenants posent le plus. Ouvrez-les une à une.',
  more: {
    before: 'Autre chose ? Consultez le ',
    helpCenter: 'centre d’aide',
    or: ' ou ',
    feedback: 'donnez-nous votre avis',
    after: '.',
  },
};

export const feedbackPage: Translation<typeof feedbackPageWords> = {
  heading: 'Votre avis',
  lead: 'Vous avez trouvé une erreur dans un mot, ou vous avez une idée ? Dites-le-nous.',
};

export const contactForm: Translation<typeof contactFormWords> = {
  form: 'Formulaire de contact',
  name: 'Nom',
  email: 'E-mail',
  subject: 'Sujet',
  chooseSubject: 'Choisissez un sujet',
  subjects: {
    'General question': 'Question générale',
    'Kinyarwanda content correction': 'Correction d’un contenu en kinyarwanda',
    'Technical problem': 'Problème technique',
    Partnership: 'Partenariat',
    Other: 'Autre',
  },
  message: 'Message',
  send: 'Ouvrir l’e-mail à envoyer',
};

export const faqItems: Translation<typeof questions> = {
  cost: {
    question: 'Vuga est-il gratuit ?',
    answer: 'Oui. Toutes les fonctions sont gratuites, sans publicité ni offre payante.',
  },
  level: {
    question: 'Faut-il connaître un peu de kinyarwanda pour commencer ?',
    answer:
      'Non. Vuga est fait pour les anglophones qui partent de zéro. Commencez par les salutations dans le chat (« how do I say good morning? ») et un quiz pour débutants.',
  },
  tutor: {
    question: 'Comment fonctionne le tuteur du chat ?',
    answer:
      'Il comprend les questions telles qu’on les tape : comment dire un mot, ce qu’un mot veut dire, les pluriels, les nombres, les formes verbales et les points de grammaire. Il répond à partir d’un lexique, d’un recueil d’expressions et de notes de grammaire écrits par l’équipe de Vuga, et vous dit quand il n’est pas sûr au lieu de deviner. Posez-lui vos questions en anglais.',
  },
  accuracy: {
    question: 'Les réponses et les traductions sont-elles fiables ?',
    answer:
      'Les mots et expressions connus sont fiables ; chaque traduction indique comment elle a été trouvée, et une traduction mot à mot est signalée comme une simple indication. Les contenus qu’un locuteur du kinyarwanda n’a pas encore vérifiés sont marqués comme brouillons. Si vous repérez une erreur, donnez-nous votre avis.',
  },
  audio: {
    question: 'D’où vient l’audio de prononciation ?',
    answer:
      'Quand un locuteur natif a enregistré un mot pour Mozilla Common Voice, vous entendez cet enregistrement (un enregistrement de la communauté). Sinon, Vuga produit le son à partir des règles d’orthographe du kinyarwanda : c’est clair, mais pas natif.',
  },
  'quiz-timer': {
    question: 'Combien de temps ai-je pour un quiz ?',
    answer:
      'Une minute par question, sur un compte à rebours commun : un quiz de 10 questions dure 10 minutes. Quand le temps est écoulé, le quiz est envoyé avec les réponses que vous avez données.',
  },
  streak: {
    question: 'Comment ma série d’apprentissage est-elle comptée ?',
    answer:
      'C’est le nombre de jours consécutifs, jusqu’à aujourd’hui, où vous avez discuté, traduit, travaillé la prononciation ou fait un quiz.',
  },
  history: {
    question: 'Mes conversations sont-elles enregistrées ?',
    answer:
      'Non. Les conversations disparaissent quand vous quittez le chat. Vuga ne garde que de courtes traces d’activité (le type, l’heure et les 100 premiers caractères d’une question) pour votre tableau de bord.',
  },
  devices: {
    question: 'Puis-je utiliser Vuga sur mon téléphone ?',
    answer:
      'Oui. Vuga fonctionne dans tout navigateur récent, des téléphones de 360 pixels de large aux grands écrans d’ordinateur.',
  },
  'dark-mode': {
    question: 'Y a-t-il un mode sombre ?',
    answer:
      'Oui : dans Paramètres → Préférences, choisissez Clair, Sombre ou Automatique pour suivre votre appareil.',
  },
  delete: {
    question: 'Comment exporter mes données ou supprimer mon compte ?',
    answer:
      'Allez dans Paramètres → Confidentialité. Vous pouvez y télécharger vos données dans un fichier ou supprimer votre compte.',
  },
  contribute: {
    question: 'Je parle kinyarwanda. Puis-je aider ?',
    answer:
      'Avec plaisir ! Écrivez-nous depuis la page Votre avis ou le formulaire de contact de la page À propos. Les mots, expressions et notes de grammaire de Vuga sont de simples fichiers de données qu’un locuteur peut corriger sans écrire de code.',
  },
};
