// Le centre d'aide.
import type { helpWords } from '../../features/info/help-content.ts';
import type { Translation } from '../../lib/i18n.ts';

export const help: Translation<typeof helpWords> = {
  heading: 'Centre d’aide',
  lead: 'Comment tirer le meilleur de Vuga, et que faire quand quelque chose ne marche pas.',
  topics: 'Rubriques d’aide',
  gettingStartedTitle: 'Premiers pas',
  gettingStarted: {
    before:
      'Créez un compte gratuit avec votre adresse e-mail ou un compte Google (Se connecter → S’inscrire). Commencez ensuite par le ',
    link: 'tuteur du chat',
    after: ' : demandez « How do I say thank you? » ou choisissez l’une des questions suggérées.',
  },
  chatTitle: 'Le tuteur du chat',
  chat: [
    'Posez vos questions en anglais, comme à une personne : « what does amazi mean », « how’d I say good morning », « plural of umwana ».',
    'Appuyez sur le bouton haut-parleur d’une réponse pour entendre le mot. Les enregistrements natifs sont signalés comme enregistrements de la communauté.',
    'Entrée envoie votre message ; Maj+Entrée passe à la ligne.',
    'Quand le tuteur n’est pas sûr, il le dit et propose des questions auxquelles il sait bien répondre.',
    'Les conversations ne sont pas enregistrées : elles disparaissent quand vous quittez la page.',
  ],
  translateTitle: 'Traduction',
  translate:
    'Tapez de l’anglais ou du kinyarwanda, choisissez le sens (ou inversez-le) et appuyez sur Traduire, ou sur Ctrl+Entrée. Chaque résultat indique comment il a été trouvé : une expression connue est fiable, une traduction mot à mot n’est qu’une indication. Vos cinq dernières traductions restent sur la page.',
  quizTitle: 'Quiz',
  quiz: 'Choisissez le nombre de questions (de 5 à 25), une catégorie et une difficulté. Chaque question compte 60 secondes sur le minuteur commun ; quand le temps est écoulé, le quiz est envoyé avec les réponses données. Les résultats expliquent chaque question.',
  progressTitle: 'Progression et réussites',
  progress: {
    before: 'Votre ',
    link: 'tableau de bord',
    after:
      ' compte vos discussions, traductions, exercices de prononciation et quiz, affiche votre série de jours d’activité consécutifs jusqu’à aujourd’hui, et débloque des réussites comme votre première discussion ou un score de 80 % ou plus à un quiz.',
  },
  accountTitle: 'Compte et paramètres',
  account: {
    before:
      'Mot de passe oublié ? Utilisez Se connecter → Réinitialiser le mot de passe et nous vous enverrons un lien par e-mail. Dans les ',
    link: 'Paramètres',
    after:
      ', vous pouvez choisir le thème clair, sombre ou automatique, le nombre de nouveaux mots par jour en révision, les sons et la prononciation, arrêter l’enregistrement de votre activité, exporter vos données ou supprimer votre compte.',
  },
  accessibilityTitle: 'Accessibilité',
  accessibility:
    'Vuga s’utilise entièrement au clavier et avec un lecteur d’écran : chaque commande a un libellé, le focus est toujours visible, le chat annonce les nouvelles réponses sans interrompre et le minuteur du quiz n’annonce que les moments importants. Les animations s’arrêtent quand votre système demande moins de mouvement, et le mode sombre suit votre système si vous choisissez « automatique ». Si quelque chose est difficile à utiliser, dites-le-nous à ',
  troubleshootingTitle: 'Dépannage',
  troubleshooting: [
    {
      label: 'Le chat affiche « Déconnecté »',
      text: ' : le service du tuteur est injoignable. Vérifiez votre connexion et actualisez la page.',
    },
    {
      label: 'Pas de son',
      text: ' : vérifiez que votre appareil n’est pas en mode silencieux, puis appuyez de nouveau sur le bouton haut-parleur. Certains navigateurs ne jouent un son qu’après un clic sur la page.',
    },
    {
      label: '« Configuration requise »',
      text: ' : cette copie de Vuga n’a pas été reliée à son service de connexion. Si vous l’hébergez vous-même, lisez le README.',
    },
  ],
  stuck: { before: 'Toujours bloqué ? ', link: 'Donnez-nous votre avis', after: ' ou écrivez à ' },
};
