// Le titre de chaque page.
import type { routeTitles } from '../../app/route-titles.ts';
import type { notFoundWords } from '../../features/info/not-found-content.ts';
import type { Translation } from '../../lib/i18n.ts';

export const notFound: Translation<typeof notFoundWords> = {
  title: 'Page introuvable',
  noPage: 'Il n’y a pas de page à cette adresse.',
  home: 'Aller à l’accueil',
};

const titled = (title: string) => `${title} · Vuga`;

export const titles: Translation<typeof routeTitles> = {
  home: 'Vuga — apprenez le kinyarwanda avec un tuteur gratuit',
  about: 'À propos de Vuga · apprendre le kinyarwanda',
  helpCenter: titled('Centre d’aide'),
  faq: titled('Questions fréquentes'),
  privacy: titled('Politique de confidentialité'),
  terms: titled('Conditions d’utilisation'),
  feedback: titled('Votre avis'),
  chat: titled('Discuter avec le tuteur'),
  translate: titled('Traduire entre l’anglais et le kinyarwanda'),
  quiz: titled('Quiz'),
  learn: titled('Apprendre'),
  placement: titled('Test de niveau'),
  lesson: titled('Leçon'),
  review: titled('Réviser'),
  dashboard: titled('Tableau de bord'),
  admin: titled('Administration'),
  reviewDesk: titled('Relecture'),
  settings: titled('Paramètres'),
  notFound: titled('Page introuvable'),
};
