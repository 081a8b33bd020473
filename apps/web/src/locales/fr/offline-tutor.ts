// Le tuteur hors ligne : la section « Utiliser Vuga hors ligne » des réglages, et le chat et la traduction
// quand ils répondent depuis l'appareil.
import type { Translation } from '../../lib/i18n.ts';
import type { offlineTutorContent } from '../../lib/offline-tutor/offline-tutor-content.ts';

const megaoctets = (bytes: number) =>
  `${(bytes / 1_000_000).toLocaleString('fr', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} Mo`;

export const offlineTutor: Translation<typeof offlineTutorContent> = {
  tab: 'Hors ligne',
  title: 'Utiliser Vuga hors ligne',
  description:
    'Téléchargez le tuteur une fois pour discuter et traduire sans connexion. Il répond sur cet appareil, comme le serveur ; ce que vous demandez hors ligne n’est pas enregistré dans votre activité.',
  size: (bytes: number) => `Taille du téléchargement : ${megaoctets(bytes)}`,
  sizeUnknown: 'La taille du téléchargement s’affiche quand le serveur est joignable.',
  download: 'Télécharger le tuteur hors ligne',
  downloading: 'Téléchargement du tuteur hors ligne',
  progress: (received: number, total: number) => `${megaoctets(received)} sur ${megaoctets(total)}`,
  installed: 'Le tuteur hors ligne est sur cet appareil.',
  stored: (bytes: number) => `Stocké sur cet appareil : ${megaoctets(bytes)}`,
  storageUsed: (bytes: number) => `Stockage utilisé par Vuga dans ce navigateur : ${megaoctets(bytes)}`,
  remove: 'Supprimer les données hors ligne',
  removed: 'Les données hors ligne ont été supprimées.',
  failed: (reason: string) => `Le téléchargement a échoué : ${reason}`,
  unsupported: 'Ce navigateur ne peut pas garder le tuteur hors ligne (il n’a pas de Cache Storage).',
  needsServer: 'Le téléchargement a besoin d’une connexion.',
  answeringOffline:
    'Hors ligne : le tuteur de cet appareil répond. Ce que vous demandez n’est pas enregistré.',
  offlineHint:
    'Pour discuter et traduire sans connexion, téléchargez le tuteur hors ligne dans les réglages.',
  audioNeedsNetwork: 'Cet enregistrement a besoin du réseau.',
};
