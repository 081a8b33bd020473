// Le chat avec le tuteur. Les exemples de questions et les demandes des outils restent en anglais : le tuteur
// les lit en anglais.
import type { chatMessages, chatWords } from '../../features/chat/chat-content.ts';
import type { Translation } from '../../lib/i18n.ts';
import { icu } from '../icu.ts';

export const chatMessagesFr: Translation<typeof chatMessages> = {
  serverError: 'Désolé, je n’arrive pas à joindre le serveur. Veuillez réessayer.',
  networkError: 'Erreur réseau. Vérifiez votre connexion et réessayez.',
  disconnected: 'Connexion perdue. Actualisez la page pour vous reconnecter.',
  nativeWordsUnavailable:
    'Impossible de charger les mots de locuteurs natifs. Le système audio n’est peut-être pas encore prêt.',
  nativeWordsError: 'Erreur lors du chargement des mots de locuteurs natifs. Réessayez plus tard.',
  pronunciationError: 'Erreur lors de la récupération de la prononciation. Veuillez réessayer.',
  audioError: 'Désolé, je n’ai pas pu lire l’audio. Veuillez réessayer.',
};

export const chat: Translation<typeof chatWords> = {
  greeting:
    'Muraho ! Je suis votre tuteur de kinyarwanda. Demandez-moi comment dire quelque chose, ce que veut dire un mot, ou choisissez une suggestion.',
  title: 'Discutez avec votre tuteur',
  disconnectedTitle: 'Déconnecté',
  conversation: 'Conversation',
  youSaid: 'Vous avez dit',
  tutorSaid: 'Le tuteur a dit',
  play: icu('Écouter « {word} »', 'word'),
  communityRecording: 'Enregistrement de la communauté (Common Voice)',
  typing: 'Le tuteur écrit',
  yourQuestion: 'Votre question',
  placeholder: 'Posez votre question en anglais, par ex. « How do I say thank you? »',
  learningHelp: 'Aide à l’apprentissage',
  learningTools: 'Outils d’apprentissage',
  tryAsking: 'Essayez de demander',
  nativeWords: 'Mots de locuteurs natifs',
  hideWords: 'Masquer les mots',
  showWords: 'Afficher les mots',
  loadingNativeWords: 'Chargement des mots de locuteurs natifs',
  playRecording: 'Écouter l’enregistrement',
  anotherQuestion: 'Une autre question',
  tableOfForms: 'Tableau des formes',
  tools: {
    pronunciation: { label: 'Prononciation', description: 'Écouter et décomposer un mot' },
    grammar: { label: 'Grammaire', description: 'Classes nominales, verbes, pluriels' },
    phrases: { label: 'Expressions', description: 'Expressions de tous les jours' },
    vocabulary: { label: 'Vocabulaire', description: 'Des mots par thème' },
    quiz: { label: 'Quiz', description: 'Une question rapide pour vous tester' },
  },
};
