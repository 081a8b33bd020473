// La politique de confidentialité.
import type { privacyPolicyWords } from '../../features/info/privacy-content.ts';
import type { Translation } from '../../lib/i18n.ts';
import { icu } from '../icu.ts';

export const privacyPolicy: Translation<typeof privacyPolicyWords> = {
  heading: 'Politique de confidentialité',
  updated: 'Dernière mise à jour : janvier 2025.',
  intro:
    'Vuga est une application gratuite pour apprendre le kinyarwanda. Cette politique dit ce que nous gardons à votre sujet, pourquoi, et ce que vous pouvez y faire. Nous gardons le moins possible.',
  whoTitle: 'Qui peut utiliser Vuga',
  who: icu(
    'Vous devez avoir au moins {age} ans pour créer un compte. Si vous avez moins de {age} ans, ne vous inscrivez pas. Si nous apprenons qu’un compte appartient à une personne plus jeune, nous le supprimons.',
    'age',
  ),
  keptTitle: 'Ce que nous gardons',
  kept: [
    {
      label: 'Votre compte',
      text: ' : votre adresse e-mail, le nom que vous indiquez, la date de votre inscription et celle de votre dernière connexion. Les mots de passe sont gérés par notre service de connexion (Firebase Authentication) ; nous ne les voyons jamais.',
    },
    {
      label: 'Votre activité d’apprentissage',
      text: ' : pour chaque question au chat, traduction, demande de prononciation ou quiz, le type, l’heure et de courts détails (au plus les 100 premiers caractères d’une question ou d’une traduction, les scores et réglages des quiz). C’est à partir de cela que sont faits votre tableau de bord, votre série et vos réussites.',
    },
    {
      label: 'L’activité quotidienne',
      text: ' : quels comptes ont été actifs un jour donné, pour que l’administrateur voie combien de personnes utilisent Vuga.',
    },
  ],
  notKept:
    'Les conversations du chat elles-mêmes ne sont pas enregistrées : quand vous quittez la page du chat, elles disparaissent. Vos paramètres (thème, choix de notifications et de confidentialité) restent uniquement dans votre navigateur.',
  whyTitle: 'Pourquoi nous le gardons',
  why: 'Pour vous montrer votre propre progression et comprendre, globalement, quelles parties de Vuga aident les apprenants. Nous ne vendons pas de données, n’affichons pas de publicité et ne partageons votre activité avec personne.',
  seeTitle: 'Qui peut le voir',
  see: 'Vous pouvez voir vos propres données. L’unique administrateur de Vuga peut voir les statistiques d’utilisation et un tableau des comptes avec leur nombre d’activités, pour que le service fonctionne bien. Les règles de notre base de données l’imposent : personne d’autre ne peut lire vos données.',
  cookiesTitle: 'Cookies et stockage local',
  cookies:
    'Vuga n’utilise aucun cookie publicitaire ni de suivi. Le stockage local de votre navigateur garde votre session de connexion et vos paramètres. Effacer les données de votre navigateur vous déconnecte et réinitialise vos paramètres.',
  choicesTitle: 'Vos choix',
  export: {
    before: 'Exportez vos données ou supprimez votre compte depuis ',
    link: 'Paramètres → Confidentialité',
    after: '.',
  },
  optOut: 'Refusez les statistiques d’utilisation dans Paramètres → Confidentialité.',
  ask: 'Posez-nous toute question sur vos données à ',
  changesTitle: 'Modifications',
  changes:
    'Si cette politique change, nous mettons à jour la date ci-dessus et prévenons les apprenants connectés dans l’application.',
};
