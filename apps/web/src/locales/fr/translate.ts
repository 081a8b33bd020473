// La page Traduire. Les exemples rapides restent en anglais et en kinyarwanda : ce sont les textes à traduire.
import type { methodPresentation, translateMessages } from '../../features/translate/translate-content.ts';
import type { Translation } from '../../lib/i18n.ts';
import { icu } from '../icu.ts';

export const translate: Translation<typeof translateMessages> = {
  emptyText: 'Saisissez un texte à traduire',
  failed: 'La traduction a échoué',
  unreachable: 'Impossible de joindre le service de traduction',
  noTranslation:
    'Aucune traduction trouvée pour ce texte. Essayez une expression plus courte ou vérifiez l’orthographe.',
  copied: 'Copié',
  copyFailed: 'Copie impossible : sélectionnez le texte et copiez-le vous-même.',
  playResult: icu('Écouter « {text} »', 'text'),
  playSource: 'Écouter le kinyarwanda',
  heading: 'Traduire',
  to: 'vers',
  swap: '⇄ Inverser',
  swapLabel: icu(
    'Inverser les langues : traduire {from, select, en {de l’anglais} other {du kinyarwanda}} vers {to, select, en {l’anglais} other {le kinyarwanda}}',
    'from',
    'to',
  ),
  textLabel: icu('Texte en {language, select, en {anglais} other {kinyarwanda}}', 'language'),
  shortcut: 'Ctrl+Entrée pour traduire',
  placeholder: { 'en-rw': 'par ex. Good morning', 'rw-en': 'par ex. Mwaramutse' },
  translate: 'Traduire',
  clear: 'Effacer',
  errorTitle: 'Erreur de traduction',
  sidebar: 'Exemples et historique',
  samples: 'Exemples rapides',
  history: 'Traductions récentes',
  historyList: 'Traductions récentes, la plus récente en premier',
  nothingYet: 'Rien pour l’instant',
  historyHint: icu('Vos {count} dernières traductions s’affichent ici.', 'count'),
  guess: 'approximation',
  translation: icu('Traduction en {language, select, en {anglais} other {kinyarwanda}}', 'language'),
  confidence: icu('Fiabilité {percent} %', 'percent'),
  characters: icu('{count, plural, one {# caractère} other {# caractères}}', 'count'),
  wordByWord: 'Mot à mot',
  means: 'signifie',
  notFound: 'introuvable',
  otherWordings: 'Autres façons de le dire',
  copy: 'Copier la traduction',
  languages: { en: 'Anglais', rw: 'Kinyarwanda' },
};

export const translateMethods: Translation<typeof methodPresentation> = {
  exact: {
    label: 'Expression exacte',
    advice: 'Trouvée telle quelle dans le recueil d’expressions ou le dictionnaire relus.',
  },
  fuzzy: {
    label: 'Expression la plus proche',
    advice:
      'Correspond à une expression écrite un peu différemment de la vôtre : vérifiez que c’est bien ce que vous vouliez dire.',
  },
  memory: {
    label: 'D’après des textes traduits',
    advice:
      'Tirée d’une phrase de traductions publiées (TICO-19) ; la formulation peut correspondre à un autre contexte.',
  },
  pattern: {
    label: 'Modèle de phrase',
    advice:
      'Construite à partir d’un modèle de phrase courant contenant votre mot. Sauf si elle est marquée comme sûre, vérifiez-la auprès d’un locuteur.',
  },
  'word-by-word': {
    label: 'Traduction mot à mot approximative — à vérifier auprès d’un locuteur',
    advice:
      'Aucune expression ne correspondait : chaque mot a été cherché séparément. L’ordre des mots et la grammaire sont probablement faux.',
  },
  none: {
    label: 'Aucune traduction',
    advice: 'Aucun des mots n’a été trouvé.',
  },
};
