// The translations the interface offers besides English, registered with lib/i18n.ts, each catalog a lazy
// chunk loaded only when a learner chooses its language. The app imports this module once (app/providers.tsx);
// lib/i18n.ts does not, so that no import runs from it to the catalogs, whose types come from the message
// modules that import it.
import { registerCatalog } from '../lib/i18n.ts';

registerCatalog('fr', () => import('./fr/index.ts').then((module) => module.fr));
