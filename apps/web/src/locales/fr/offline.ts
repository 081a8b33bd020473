// Les bandeaux hors ligne et de mise à jour, et les actions qui ont besoin du serveur.
import type { Translation } from '../../lib/i18n.ts';
import type { offlineContent } from '../../lib/offline/offline-content.ts';
import { icu } from '../icu.ts';

export const offline: Translation<typeof offlineContent> = {
  updateTitle: 'Une nouvelle version de Vuga est prête.',
  updateAction: 'Recharger pour mettre à jour',
  offlineTitle: 'Vous êtes hors ligne.',
  offlineMessage:
    'Les pages déjà ouvertes continuent de fonctionner. Ce qui a besoin du serveur attend le retour de la connexion.',
  unreachableTitle: 'Vuga ne parvient pas à joindre son serveur.',
  unreachableMessage: 'Vérifiez votre connexion. Ce qui a besoin du serveur attend qu’il réponde de nouveau.',
  retry: 'Réessayer',
  quizNeedsServer: 'Un quiz a besoin d’une connexion : le serveur choisit et corrige ses questions.',
  deleteNeedsServer: 'Supprimer votre compte nécessite une connexion.',
  adminNeedsServer:
    'Le tableau de bord d’administration a besoin d’une connexion : ses chiffres et ses actions sont sur le serveur.',
  lessonOffline:
    'Vous êtes hors ligne. Vos réponses sont gardées sur cet appareil ; la leçon se termine au retour de la connexion.',
  waitingToSync: icu(
    '{count, plural, one {# réponse attend} other {# réponses attendent}} d’être synchronisée{count, plural, one {} other {s}}.',
    'count',
  ),
  failedToSync: icu(
    '{count, plural, one {# réponse n’a pas pu être synchronisée : le serveur l’a refusée.} other {# réponses n’ont pas pu être synchronisées : le serveur les a refusées.}}',
    'count',
  ),
  synced: 'Tout ce que vous avez fait hors ligne est synchronisé.',
  courseAudio: (recordings: number, bytes: number) =>
    recordings === 0
      ? 'Aucun audio du cours n’est encore sur cet appareil : les enregistrements de vos prochaines leçons sont gardés quand vous ouvrez Apprendre en ligne.'
      : `Audio du cours pour vos prochaines leçons et révisions : ${recordings === 1 ? '1 enregistrement' : `${recordings} enregistrements`}, ${(bytes / 1_000_000).toLocaleString('fr', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} Mo`,
};
