// Le quiz : réglages, questions, résultats, et les noms des catégories et des niveaux.
import type {
  difficultyNames,
  quizMessages,
  quizWords,
  recordingLabels,
} from '../../features/quiz/quiz-content.ts';
import { durationWords } from '../../lib/duration-words.ts';
import type { Translation } from '../../lib/i18n.ts';
import { icu } from '../icu.ts';

export const categories: Record<string, string> = {
  adjectives: 'Adjectifs',
  'adverbs-connectors': 'Adverbes et connecteurs',
  animals: 'Animaux',
  body: 'Le corps',
  clothing: 'Vêtements',
  colours: 'Couleurs',
  emotions: 'Émotions',
  family: 'Famille',
  'food-drink': 'Nourriture et boissons',
  grammar: 'Grammaire',
  greetings: 'Salutations',
  health: 'Santé',
  home: 'La maison',
  'market-money': 'Marché et argent',
  numbers: 'Nombres',
  people: 'Personnes',
  phrases: 'Expressions',
  places: 'Lieux',
  pronouns: 'Pronoms',
  'question-words': 'Mots interrogatifs',
  'religion-culture': 'Religion et culture',
  school: 'École',
  sport: 'Sport',
  'technology-media': 'Technologie et médias',
  'time-calendar': 'Le temps et le calendrier',
  'travel-directions': 'Voyage et itinéraires',
  verbs: 'Verbes',
  'weather-nature': 'Météo et nature',
  work: 'Travail',
};

export const quizDifficulties: Translation<typeof difficultyNames> = {
  mixed: 'Mélangé',
  beginner: 'Débutant',
  intermediate: 'Intermédiaire',
  advanced: 'Avancé',
};

export const quizMessagesFr: Translation<typeof quizMessages> = {
  categoriesFailed: 'Impossible de charger les catégories du quiz',
  unreachable: 'Impossible de se connecter au service de quiz',
  generateFailed: 'Impossible de créer le quiz',
  startFailed: 'Impossible de lancer le quiz',
  submitFailed: 'Impossible d’envoyer le quiz',
  notAnswered: 'Sans réponse',
  timeUp: 'Temps écoulé',
  timeUpDetail:
    'Le quiz a été envoyé à la fin du temps imparti ; les questions restées sans réponse comptent comme non répondues.',
};

export const quizRecording: Translation<typeof recordingLabels> = {
  idle: 'Écouter l’enregistrement',
  loading: 'Chargement de l’enregistrement…',
  playing: 'Arrêter l’enregistrement',
  error: 'L’enregistrement n’a pas pu être lu. Réessayez',
};

export const quiz: Translation<typeof quizWords> = {
  title: 'Quiz',
  tryAgain: 'Réessayer',
  mixed: 'Mélange (toutes les catégories)',
  noRecording: 'L’enregistrement n’est pas disponible. Les mots sont :',
  heard: 'Vous avez entendu :',
  setupTitle: 'Préparez votre quiz',
  retry: 'Réessayer',
  mixedStill: 'Vous pouvez quand même faire un quiz mélangé.',
  numberOfQuestions: 'Nombre de questions',
  questions: icu('{count, plural, one {# question} other {# questions}}', 'count'),
  category: 'Catégorie',
  loadingCategories: 'Chargement des catégories…',
  difficulty: 'Niveau',
  minutes: icu('{count, plural, one {# minute} other {# minutes}}', 'count'),
  estimatedTime: 'Durée estimée :',
  perQuestion: '(une minute par question, chronométrée)',
  start: 'Commencer le quiz',
  timeRemaining: 'Temps restant',
  timeUpAnnouncement: 'Le temps est écoulé',
  remaining: (seconds: number) =>
    `Il reste ${durationWords(seconds, (n, unit) => `${n} ${unit === 'minute' ? 'minute' : 'seconde'}${n > 1 ? 's' : ''}`)}`,
  answered: 'Réponses données',
  answeredOf: icu('{answered} sur {total}', 'answered', 'total'),
  questionOf: icu('Question {number} sur {total}', 'number', 'total'),
  announceQuestion: icu('Question {number} sur {total} : {question}', 'number', 'total', 'question'),
  keysHint: 'Les flèches choisissent une réponse ; Entrée passe à la question suivante.',
  previous: 'Précédente',
  finish: 'Terminer',
  next: 'Suivante',
  resultsTitle: 'Vos résultats',
  score: 'Score',
  correctOf: icu(
    '{correct, plural, one {# bonne réponse} other {# bonnes réponses}} sur {total}',
    'correct',
    'total',
  ),
  performance: 'Performance :',
  timeTaken: icu('Temps mis : {time}', 'time'),
  retake: 'Recommencer',
  newQuiz: 'Nouveau quiz',
  reviewTitle: 'Revoyez vos réponses',
  question: icu('Question {number}', 'number'),
  correct: 'Correct',
  incorrect: 'Incorrect',
  yourAnswer: 'Votre réponse',
  correctAnswer: 'Bonne réponse',
  explanation: 'Explication',
  leaveTitle: 'Quitter le quiz ?',
  leaveDescription:
    'Le quiz est en cours. Si vous partez maintenant, vos réponses sont perdues et le quiz n’est pas noté.',
  stay: 'Rester dans le quiz',
  leave: 'Quitter le quiz',
};
