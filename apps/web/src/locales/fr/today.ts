// La carte Aujourd'hui (accueil et tableau de bord) et le tableau de bord de l'apprenant.
import type {
  achievementText,
  dashboardMessages,
  dashboardWords,
} from '../../features/dashboard/dashboard-content.ts';
import type { stepWords, todayWords } from '../../features/today/today-content.ts';
import type { activityWords } from '../../lib/activity-wording.ts';
import type { Translation } from '../../lib/i18n.ts';
import { icu } from '../icu.ts';

const cards = '{count, plural, one {# carte} other {# cartes}}';

export const today: Translation<typeof todayWords> = {
  title: 'Aujourd’hui',
  nextLabel: 'Votre prochaine étape',
  alsoTitle: 'Ensuite',
  loading: 'Chargement de votre journée',
  failed: 'Votre journée n’a pas pu être chargée.',
  tryAgain: 'Réessayer',
  goalLabel: 'Objectif du jour',
  goalOption: icu('{xp} XP par jour', 'xp'),
  goalSaving: 'Enregistrement de votre objectif…',
  goalFailed: 'Votre objectif n’a pas pu être enregistré. Réessayez.',
  xpLabel: 'XP aujourd’hui',
  xpValue: icu('{xp} XP sur {goal}', 'xp', 'goal'),
  goalMet: 'Objectif du jour atteint. Bravo !',
  xpHow: 'Leçon : 10 XP, chaque révision : 1 XP, chaque bonne réponse à un quiz : 2 XP.',
  streakHint: 'Pratiquez aujourd’hui pour en commencer une.',
  streakLabel: 'Série d’apprentissage',
  streakDays: icu('{days, plural, one {# jour} other {# jours}}', 'days'),
  streakWeek: icu(
    '{days, plural, one {Pratiqué # jour} other {Pratiqué # jours}} sur les 7 derniers',
    'days',
  ),
  dueFigure: icu(
    '{count, plural, =0 {Aucune révision à faire} one {# carte à réviser} other {# cartes à réviser}}',
    'count',
  ),
};

export const todaySteps: Translation<typeof stepWords> = {
  reviewTitle: icu(`Réviser ${cards}`, 'count'),
  reviewDetail: 'Ces mots sont à revoir : une révision maintenant les empêche de s’effacer.',
  reviewAction: 'Commencer la révision',
  firstTitle: icu('Commencer l’unité {unit} : {title}', 'unit', 'title'),
  firstDetail:
    'Votre première leçon : quelques mots et phrases avec leurs enregistrements, puis des exercices courts.',
  firstAction: 'Commencer la leçon 1',
  continueTitle: icu('Continuer avec la leçon {lesson}', 'lesson'),
  continueDetail: icu('Unité {unit} : {title}.', 'unit', 'title'),
  continueAction: icu('Continuer la leçon {lesson}', 'lesson'),
  quizTitle: icu('S’entraîner : {category}', 'category'),
  quizDetail: 'Vos derniers résultats aux quiz sur ce thème sont sous les 70 %.',
  quizAction: 'Faire un quiz',
  firstQuizTitle: 'Faites votre premier quiz',
  firstQuizDetail: 'Vérifiez ce dont vous vous souvenez parmi les mots appris.',
  chatTitle: 'Discuter avec le tuteur',
  chatDetail: 'Rien à réviser. Demandez comment dire une chose dont vous aurez besoin cette semaine.',
  chatAction: 'Ouvrir la discussion',
};

export const dashboardMessagesFr: Translation<typeof dashboardMessages> = {
  loadFailed: 'Le tableau de bord n’a pas pu être chargé',
  fetchFailed: 'Les données du tableau de bord n’ont pas pu être récupérées',
};

export const achievements: Translation<typeof achievementText> = {
  first_chat: { title: 'Première discussion', description: 'Posez votre première question au tuteur.' },
  first_quiz: { title: 'Premier quiz', description: 'Terminez votre premier quiz.' },
  quiz_master: { title: 'As du quiz', description: 'Obtenez 80 % ou plus à un quiz.' },
  consistent_learner: { title: 'Apprenant régulier', description: 'Pratiquez 10 fois.' },
  translation_explorer: { title: 'Explorateur de traductions', description: 'Faites 5 traductions.' },
};

export const dashboard: Translation<typeof dashboardWords> = {
  title: 'Votre progression',
  loading: 'Chargement de votre tableau de bord',
  tryAgain: 'Réessayer',
  learning: 'Apprentissage',
  startReviewing: icu('Commencer la révision ({due} à revoir)', 'due'),
  lessons: 'Leçons',
  loadingLearning: 'Chargement de vos chiffres d’apprentissage',
  learningFailed: 'Vos chiffres de leçons et de révisions n’ont pas pu être chargés.',
  overview: 'Vue d’ensemble',
  interactions: 'Interactions au total',
  quizAttempts: 'Quiz tentés',
  averageScore: 'Score moyen aux quiz',
  progress: 'Progression',
  conversations: icu('Discussions ({count})', 'count'),
  translations: icu('Traductions ({count})', 'count'),
  pronunciation: icu('Prononciation ({count})', 'count'),
  quizScores: 'Derniers scores aux quiz',
  noQuizzes: 'Pas encore de quiz',
  noQuizzesHint: 'Faites un quiz pour voir vos scores ici.',
  score: 'Score',
  locked: 'Verrouillée',
  unlocked: 'Débloquée',
  achievements: 'Réussites',
  recent: 'Activité récente',
  nothingYet: 'Rien pour l’instant',
  noActivity: 'Vos leçons, révisions, discussions et quiz s’afficheront ici.',
  quickLinks: 'Accès rapides',
  chat: 'Discuter avec le tuteur',
  translate: 'Traduire',
  quiz: 'Faire un quiz',
};

export const activity: Translation<typeof activityWords> = {
  type: {
    chat: 'Discussion',
    translation: 'Traduction',
    quiz: 'Quiz',
    pronunciation: 'Prononciation',
    review: 'Révision',
    lesson: 'Leçon',
  },
  quoted: icu('{label} : « {text} »', 'label', 'text'),
  quiz: icu('{label} : {percentage} %', 'label', 'percentage'),
  quizIn: icu('{label} : {percentage} % en {category}', 'label', 'percentage', 'category'),
  cards: icu(`{label} : ${cards}`, 'label', 'count'),
  lesson: icu('{label} : {lesson}', 'label', 'lesson'),
  lessonScore: icu(
    '{label} : {lesson} ({correct} bonnes réponses sur {exercises})',
    'label',
    'lesson',
    'correct',
    'exercises',
  ),
};
