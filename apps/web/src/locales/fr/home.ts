// La page d'accueil (les exemples qu'elle montre sont du contenu et restent tels quels).
import type { homeWords } from '../../features/home/home-content.ts';
import type { Translation } from '../../lib/i18n.ts';
import { icu } from '../icu.ts';

export const home: Translation<typeof homeWords> = {
  title: 'Apprenez le kinyarwanda, un mot à la fois',
  lead: 'Vuga est un tuteur gratuit qui répond à vos questions, prononce chaque mot et vous fait passer des quiz — conçu pour les anglophones.',
  startLearning: 'Commencer à apprendre',
  translateText: 'Traduire un texte',
  testKnowledge: 'Tester mes connaissances',
  vocabulary: 'Vitrine de vocabulaire',
  conversations: 'Exemples de conversations',
  hear: icu('Écouter « {word} »', 'word'),
  learnerAsked: 'L’apprenant a demandé',
  tutorAnswered: 'Le tuteur a répondu',
  showcase: {
    pause: 'Mettre en pause le défilement',
    play: 'Lancer le défilement',
    previous: 'Précédent',
    next: 'Suivant',
  },
  featuresTitle: 'Tout ce qu’il faut pour commencer à parler',
  chatTitle: 'Tuteur en discussion',
  chatText:
    'Demandez comment dire n’importe quoi, ce que veut dire un mot, les pluriels, les nombres et les formes verbales — et écoutez chaque mot.',
  chatLink: 'Ouvrir la discussion',
  translateTitle: 'Traduction',
  translateText2:
    'De l’anglais vers le kinyarwanda et inversement, avec une note honnête sur la fiabilité de chaque traduction.',
  translateLink: 'Traduire un texte',
  quizTitle: 'Quiz',
  quizText: 'Des quiz chronométrés par thème et par niveau, qui expliquent chaque réponse.',
  quizLink: 'Faire un quiz',
  progressTitle: 'Votre progression',
  progressText: 'Séries, réussites et conseils sur ce qu’il faut pratiquer ensuite.',
  progressLink: 'Voir votre tableau de bord',
};
