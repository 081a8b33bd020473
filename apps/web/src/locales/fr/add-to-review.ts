// « Ajouter aux révisions », sous une réponse du tuteur ou une traduction exacte.
import type { addToReviewWords } from '../../components/add-to-review-content.ts';
import type { Translation } from '../../lib/i18n.ts';
import { icu } from '../icu.ts';

export const addToReview: Translation<typeof addToReviewWords> = {
  add: icu('Ajouter {words} aux révisions', 'words'),
  inReview: icu('{words} est dans vos révisions', 'words'),
  added: 'Ajouté : vous le retrouverez dans Réviser.',
  already: 'Déjà dans vos révisions.',
  failed: 'Impossible de l’ajouter à vos révisions',
  unreachable: 'Impossible de joindre Vuga. Vérifiez votre connexion.',
};
