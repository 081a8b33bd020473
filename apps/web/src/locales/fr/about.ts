// La page À propos.
import type { aboutWords } from '../../features/info/about-content.ts';
import type { Translation } from '../../lib/i18n.ts';

export const about: Translation<typeof aboutWords> = {
  heading: 'À propos de Vuga',
  lead: 'Vuga veut dire « parle » en kinyarwanda. C’est une application gratuite qui aide les anglophones à apprendre la langue du Rwanda en posant des questions, en écoutant et en s’exerçant.',
  missionTitle: 'Notre mission',
  mission:
    'Le kinyarwanda est parlé par plus de douze millions de personnes, et pourtant les bons supports d’apprentissage pour les anglophones sont rares. La mission de Vuga est d’offrir à tous, gratuitement, un tuteur patient et honnête : qui répond aux questions que vous vous posez vraiment, prononce chaque mot et vous dit quand il n’est pas sûr.',
  teamTitle: 'Qui le construit',
  team: 'Vuga est construit par une petite équipe open source d’ingénieurs et d’apprenants du kinyarwanda. Chaque mot, expression, note de grammaire et question de quiz est écrit par l’équipe sous forme de données ouvertes, et marqué comme brouillon jusqu’à ce qu’un locuteur du kinyarwanda l’ait relu — si vous parlez la langue, vous pouvez aider.',
  whyTitle: 'Pourquoi apprendre le kinyarwanda ?',
  why: [
    'Parler avec vos amis, votre famille et vos collègues au Rwanda dans leur propre langue.',
    'Voyager avec plus que des salutations : marchés, directions, nourriture et conversations du quotidien.',
    'Comprendre une langue bantoue : ses classes nominales et ses formes verbales suivent des règles claires, faciles à apprendre.',
  ],
  howTitle: 'Comment ça marche',
  ask: {
    label: 'Interrogez le tuteur',
    before: ' dans le ',
    link: 'chat',
    after: ' : mots, expressions, nombres, pluriels, formes verbales et grammaire.',
  },
  steps: [
    {
      label: 'Écoutez',
      text: ' chaque mot : des enregistrements natifs de Common Voice quand il y en a, sinon une voix construite à partir des règles d’orthographe du kinyarwanda.',
    },
    { label: 'Traduisez', text: ' dans les deux sens ; chaque résultat indique sa fiabilité.' },
    {
      label: 'Testez-vous',
      text: ' avec des quiz chronométrés qui expliquent chaque réponse, et suivez votre progression sur votre tableau de bord.',
    },
  ],
  technologyTitle: 'Technologie',
  technology:
    'Vuga est une application web React avec une bibliothèque de composants accessibles, un moteur de tuteur qui tourne sur notre propre serveur sans service d’IA payant, et Firebase pour la connexion et la progression. Le code est open source sous licence MIT.',
  creditsTitle: 'Crédits',
  credits: [
    'Enregistrements natifs : les contributeurs kinyarwanda de Mozilla Common Voice (CC0 1.0).',
    'Mémoire de traduction : TICO-19, la Translation Initiative for COVID-19 (CC0 1.0).',
    'Noms des mois, des jours et des langues : Unicode CLDR (Unicode License v3).',
    'Les règles de prononciation sont parties de la table kinyarwanda d’Epitran (MIT).',
  ],
  faqTitle: 'Questions fréquentes',
  more: { before: 'D’autres réponses dans la ', link: 'FAQ', after: '.' },
  contactTitle: 'Nous contacter',
  contact: {
    before: 'Écrivez à ',
    after: ', ou ici : le formulaire ouvre votre messagerie avec le message prêt à envoyer.',
  },
  ctaTitle: 'Prêt à dire vos premiers mots ?',
  cta: 'Commencer à discuter avec le tuteur',
};
