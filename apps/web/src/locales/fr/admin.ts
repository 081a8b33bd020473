// Le tableau de bord d'administration et le panneau d'avancement de la relecture, en français.
import type { progressWords } from '../../components/review-progress-content.ts';
import type {
  adminMessages,
  adminPageWords,
  adminViewWords,
  inboxContent,
  overviewWords,
  reviewContent,
} from '../../features/admin/admin-content.ts';
import type { Translation } from '../../lib/i18n.ts';

export const adminPage: Translation<typeof adminPageWords> = {
  heading: 'Tableau de bord d’administration',
  loading: 'Chargement des statistiques d’utilisation',
  retry: 'Réessayer',
};

export const adminErrors: Translation<typeof adminMessages> = {
  accessDenied: 'Accès refusé. Droits d’administrateur requis.',
  loadFailed: 'Impossible de charger les données d’administration',
  analyticsFailed: 'Impossible de récupérer les statistiques',
  usersFailed: 'Impossible de récupérer les utilisateurs',
};

export const adminInbox: Translation<typeof inboxContent> = {
  tab: 'Messages',
  title: 'Messages reçus',
  loading: 'Chargement des messages',
  failedTitle: 'Les messages n’ont pas pu être lus',
  failed: 'L’API n’a pas répondu. Réessayez dans un instant.',
  unreachable: 'L’API est injoignable.',
  emptyTitle: 'Aucun message pour l’instant',
  emptyDescription:
    'Les messages envoyés depuis la page « Votre avis » apparaissent ici, du plus récent au plus ancien.',
  listLabel: 'Messages d’avis',
  rating: (rating: number) => `Note : ${rating} sur 5`,
  from: 'De',
  signedOut: 'un visiteur (non connecté)',
  replyTo: 'Répondre à',
};

export const adminOverview: Translation<typeof overviewWords> = {
  totalUsers: 'Utilisateurs',
  fromAuth: 'Comptes dans Authentication',
  withActivity: 'Apprenants ayant une activité',
  learning: 'Apprentissage et avis',
  lessons: 'Leçons terminées',
  reviews: 'Cartes de révision notées',
  feedback: 'Messages d’avis',
};

export const adminReview: Translation<typeof reviewContent> = {
  tab: 'Relecture',
  reviewersTitle: 'Relecteurs',
  reviewersLead:
    'Les relecteurs statuent sur le contenu en brouillon au bureau de relecture. Ceux indiqués dans REVIEWER_EMAILS se modifient dans la configuration.',
  openDesk: 'Ouvrir le bureau de relecture',
  loading: 'Chargement des relecteurs',
  failedTitle: 'Les données de relecture n’ont pas pu être lues',
  failed: 'L’API n’a pas répondu. Réessayez dans un instant.',
  unreachable: 'L’API est injoignable.',
  listLabel: 'Relecteurs',
  configured: 'Configuration',
  addedBy: (by: string) => `ajouté par ${by}`,
  email: 'E-mail du relecteur',
  add: 'Ajouter un relecteur',
  remove: (email: string) => `Retirer ${email}`,
  removeShort: 'Retirer',
  none: 'Aucun relecteur pour l’instant.',
  decisionsTitle: 'Décisions',
  decisionsLoading: 'Chargement des décisions',
  noDecisions: 'Aucune décision pour l’instant.',
  decisionsLabel: 'Décisions, des plus récentes aux plus anciennes',
  decided: (action: string, reviewer: string) => `${action} par ${reviewer}`,
  undo: (id: string) => `Annuler la décision sur ${id}`,
  undoShort: 'Annuler',
  progressLoading: 'Chargement de l’avancement de la relecture',
};

export const adminView: Translation<typeof adminViewWords> = {
  sections: 'Sections d’administration',
  overview: 'Vue d’ensemble',
  users: 'Utilisateurs',
  health: 'État du système',
  activity: 'Activités récentes',
  activeToday: 'Actifs aujourd’hui',
  totalInteractions: 'Interactions au total',
  system: 'Système',
  online: 'En ligne',
  featureUsage: 'Utilisation des fonctions',
  chatInteractions: 'Échanges avec le tuteur',
  translationRequests: 'Demandes de traduction',
  quizAttempts: 'Quiz tentés',
  pronunciationRequests: 'Demandes de prononciation',
  engagement: 'Engagement des utilisateurs',
  averageQuizScore: 'Score moyen aux quiz',
  activeUsersToday: 'Utilisateurs actifs aujourd’hui',
  learners: 'Apprenants',
  searchLearners: 'Rechercher un apprenant par e-mail',
  noLearners: 'Aucun apprenant pour l’instant',
  noLearnersText: 'Les comptes apparaissent après leur première activité.',
  columns: {
    email: 'E-mail',
    quiz: 'Quiz tentés',
    average: 'Score moyen',
    chats: 'Échanges',
    translations: 'Traductions',
    pronunciation: 'Prononciation',
    total: 'Activités au total',
    lastActive: 'Dernière activité',
  },
  never: 'Jamais',
  systemHealth: 'État du système',
  teachingModel: 'Modèle d’enseignement',
  speechSystem: 'Synthèse vocale',
  translationModel: 'Modèle de traduction',
  errors: 'Erreurs',
  loaded: 'Chargé',
  notLoaded: 'Non chargé',
  recentActivities: 'Activités récentes',
  noActivity: 'Aucune activité pour l’instant',
  recordsLoading: 'Chargement de la file des enregistrements',
  recordsFailed: 'La file des enregistrements n’a pas pu être lue',
  apiFailed: 'L’API n’a pas répondu. Réessayez dans un instant.',
  apiUnreachable: 'L’API est injoignable.',
  recordsWaiting: 'Enregistrements en attente de la base de données',
  recordsSetAside: 'Enregistrements mis de côté (refusés par la base de données)',
  setAsideList: 'Enregistrements mis de côté',
  of: 'de',
};

export const reviewProgress: Translation<typeof progressWords> = {
  title: 'Avancement de la relecture',
  loading: 'Chargement de l’avancement de la relecture',
  failed: 'L’avancement de la relecture n’a pas pu être lu.',
  kindsCaption: 'Relu et brouillon, par type',
  unitsCaption: 'Relu et brouillon, par unité du cours',
  kind: { lexicon: 'Mots', phrase: 'Expressions', grammar: 'Points de grammaire', quiz: 'Questions de quiz' },
  reviewed: 'Relu',
  draft: 'Brouillon',
  unit: 'Unité',
  of: 'Type',
  nextTitle: (n: number) => `Les ${n} prochaines décisions débloqueraient`,
  sureForms: (n: number) => `${n} formes que le tuteur enseignerait comme sûres`,
  quizQuestions: (n: number) => `${n} questions pour les quiz notés`,
  grammarTopics: (n: number) => `${n} points de grammaire`,
  wordsAndPhrases: (words: number, phrases: number) =>
    `${words} mots et ${phrases} expressions pour les leçons et les réponses`,
  decided: (n: number) => `${n} décisions en attente du prochain export`,
  share: (reviewed: number, total: number) => `${reviewed} sur ${total} relus`,
};
