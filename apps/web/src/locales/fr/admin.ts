// La page d'administration : ses propres mots autour du tableau de bord.
import type { adminPageWords } from '../../features/admin/admin-content.ts';
import type { Translation } from '../../lib/i18n.ts';

export const adminPage: Translation<typeof adminPageWords> = {
  heading: 'Tableau de bord d’administration',
  loading: 'Chargement des statistiques d’utilisation',
  retry: 'Réessayer',
};
