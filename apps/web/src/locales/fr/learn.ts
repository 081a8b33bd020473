// Apprendre et Réviser : le parcours, les exercices, le guide, le test de niveau et la première leçon d'essai.
import type {
  guideWords,
  learnMessages,
  learnWords,
  lessonWords,
  pathWords,
  placementContent,
  reviewWords,
  trialContent,
} from '../../features/learn/learn-content.ts';
import type { Translation } from '../../lib/i18n.ts';
import { icu } from '../icu.ts';

const words = '{count, plural, one {# mot} other {# mots}}';

export const learn: Translation<typeof learnWords> = {
  unitHeading: icu('Unité {number} · {title}', 'number', 'title'),
  exercise: {
    'choose-meaning': 'Choisissez le sens',
    'listen-choose': 'Écoutez et choisissez ce que vous avez entendu',
    'match-pairs': 'Associez les paires',
    'build-sentence': 'Construisez la phrase en kinyarwanda',
    'type-answer': 'Écrivez-le en kinyarwanda',
    speak: 'Dites-le à voix haute',
  },
  listenPrompt: 'Qu’avez-vous entendu ?',
  pairsPrompt: 'Choisissez un mot, puis son sens.',
  reviewMeaning: 'Qu’est-ce que cela veut dire ?',
  reviewSay: 'Comment dit-on cela en kinyarwanda ?',
  retentionNone: 'Après vos premières révisions',
  retentionLearned: icu('Sur {count, plural, one {# révision} other {# révisions}} de mots appris', 'count'),
  retentionFirst: icu(
    'Sur {count, plural, one {votre première réponse} other {vos # premières réponses}} en révision',
    'count',
  ),
};

export const guide: Translation<typeof guideWords> = {
  open: 'Guide',
  openLabel: icu('Guide : {title}', 'title'),
  goal: 'Vous saurez',
  keyPhrases: 'Phrases clés',
  grammar: 'Grammaire',
  grammarDraft: 'Pas encore vérifié par un locuteur du kinyarwanda.',
  dialogue: 'Dialogue',
  speaker: (speaker) => (speaker === 'A' ? 'Personne A' : 'Personne B'),
  play: icu('Écouter « {text} »', 'text'),
  loading: 'Chargement du guide',
  failed: 'Le guide n’a pas pu être chargé',
};

export const learnMessagesFr: Translation<typeof learnMessages> = {
  loadingPath: 'Chargement des leçons',
  pathFailed: 'Les leçons n’ont pas pu être chargées',
  lessonFailed: 'La leçon n’a pas pu être chargée',
  completeFailed: 'Votre progression n’a pas pu être enregistrée. Réessayez.',
  dueFailed: 'Vos révisions n’ont pas pu être chargées',
  gradeFailed: 'Votre réponse n’a pas pu être enregistrée. Réessayez.',
  unreachable: 'Impossible de joindre Vuga. Vérifiez votre connexion.',
  placementFailed: 'Le test de niveau n’a pas pu être chargé',
  placementSaveFailed: 'Votre résultat n’a pas pu être enregistré. Réessayez.',
  tryFirstLesson: 'Essayer la première leçon',
};

export const trial: Translation<typeof trialContent> = {
  otherLessons: 'cette leçon',
  keepTitle: 'Gardez cette leçon',
  keep: icu(
    `Créez un compte gratuit et cette leçon compte : ses ${words} vont dans vos révisions et votre série commence aujourd’hui.`,
    'count',
  ),
  createAccount: 'Créer un compte',
  signIn: 'Se connecter',
};

export const placement: Translation<typeof placementContent> = {
  offer: 'Vous connaissez déjà un peu le kinyarwanda ?',
  offerLink: 'Passez le test de niveau',
  title: 'Test de niveau',
  lead: 'Choisissez le sens de chaque mot. Répondez à ce que vous savez : une réponse au hasard peut vous placer trop loin. Les unités que vous connaissez sont marquées comme terminées, et leurs mots vont dans vos révisions.',
  loading: 'Chargement du test de niveau',
  progressLabel: 'Progression du test de niveau',
  progress: icu('Question {current} sur {total}', 'current', 'total'),
  question: 'Qu’est-ce que cela veut dire ?',
  next: 'Suivant',
  finish: 'Voir où commencer',
  saving: 'Enregistrement de votre résultat…',
  resultTitle: 'Votre résultat',
  correct: icu(
    '{correct, plural, one {# bonne réponse} other {# bonnes réponses}} sur {total}.',
    'correct',
    'total',
  ),
  startAt: icu('Commencez à l’unité {unit} : {title}', 'unit', 'title'),
  allKnown: 'Vous connaissez toutes les unités du cours. Entretenez-les en révision.',
  skipped: icu('{count, plural, one {# unité passée} other {# unités passées}}', 'count'),
  wordsAdded: icu('{count, plural, one {# mot ajouté} other {# mots ajoutés}} à vos révisions', 'count'),
  startButton: icu('Commencer l’unité {unit}', 'unit'),
  review: 'Aller aux révisions',
  allLessons: 'Toutes les leçons',
  tryAgain: 'Réessayer',
};

export const path: Translation<typeof pathWords> = {
  title: 'Apprendre',
  start: 'Commencer la première leçon',
  continue: 'Continuer',
  review: icu('Réviser ({due} à revoir)', 'due'),
  lead: 'Les unités dans l’ordre, des salutations à la suite. Chaque leçon apporte quatre à six nouveaux mots et phrases avec leurs enregistrements, puis dix à quinze exercices courts. Ce que vous apprenez revient en révision juste avant que vous ne l’oubliiez.',
  course: icu('Cours débutant · {units, plural, one {# unité} other {# unités}}', 'units'),
  figures: 'Vos chiffres',
  wordsLearned: 'Mots appris',
  dueToday: 'À réviser aujourd’hui',
  retention: 'Mémorisation',
  unitsCompleted: 'Unités terminées',
  unitsOf: icu('{done} sur {total}', 'done', 'total'),
  unitProgress: icu('{done} leçons sur {total}', 'done', 'total'),
  unitDone: 'Unité terminée',
  lessonsCompleted: 'Leçons terminées',
  inUnit: icu(' dans {title}', 'title'),
  lessonsOf: icu('Leçons de {title}', 'title'),
  lesson: icu('Leçon {number}', 'number'),
  state: { done: 'Terminée', next: 'À suivre', start: 'Commencez ici', locked: 'Verrouillée' },
  words: icu(words, 'count'),
  nodeLabel: icu(`{state} : {unit}, leçon {number} (${words})`, 'unit', 'number', 'count', 'state'),
};

export const lesson: Translation<typeof lessonWords> = {
  lesson: 'Leçon',
  loading: 'Chargement de la leçon',
  allLessons: 'Toutes les leçons',
  tryAgain: 'Réessayer',
  progress: 'Progression de la leçon',
  step: icu('Étape {step} sur {total}', 'step', 'total'),
  welcomeBack: 'Bon retour',
  startOver: 'Recommencer',
  resumed: 'Vous reprenez là où vous aviez laissé cette leçon.',
  newWord: icu('Nouveau mot {number} sur {total}', 'number', 'total'),
  play: icu('Écouter {text}', 'text'),
  playWord: 'Écouter le mot',
  nextWord: 'Mot suivant',
  startPractising: 'Commencer les exercices',
  onceMore: icu('{title} · encore une fois', 'title'),
  exerciseOf: icu('{title} · {number} sur {total}', 'title', 'number', 'total'),
  nextLesson: 'Leçon suivante',
  reviewNow: icu('Réviser maintenant ({due} à revoir)', 'due'),
  practiseAgain: 'Refaire la leçon',
  saving: 'Enregistrement de votre progression…',
  added: icu(
    '{count, plural, one {# mot ajouté} other {# mots ajoutés}} à vos révisions, dans les deux sens.',
    'count',
  ),
  alreadyAdded: 'Ces mots étaient déjà dans vos révisions.',
};

export const review: Translation<typeof reviewWords> = {
  title: 'Réviser',
  lead: 'Les mots que vous avez appris reviennent chacun juste avant que vous ne les oubliiez. Notez si vous vous en souveniez bien, ou activez la saisie pour répondre en entier.',
  loading: 'Chargement de vos révisions',
  tryAgain: 'Réessayer',
  emptyTitle: 'Rien à réviser pour l’instant',
  emptyText:
    'Terminez une leçon, ou ajoutez des mots depuis les réponses du tuteur : ils reviendront ici quand il sera temps de vous en souvenir.',
  learnLesson: 'Faire une leçon',
  complete: 'Séance terminée',
  reviewed: icu('Vous avez révisé {count, plural, one {# carte} other {# cartes}}.', 'count'),
  moreDue: icu(
    '{count, plural, one {Encore # carte est à revoir} other {Encore # cartes sont à revoir}}.',
    'count',
  ),
  nothingDue: 'Plus rien à revoir pour l’instant.',
  more: 'Réviser encore',
  newLesson: 'Faire une nouvelle leçon',
  progress: 'Voir votre progression',
  play: 'Écouter le kinyarwanda',
  card: icu('Carte {number} sur {total}', 'number', 'total'),
  typing: 'Écrire mes réponses',
  reviewedLabel: 'Révisées',
  of: icu('{done} sur {total}', 'done', 'total'),
};
