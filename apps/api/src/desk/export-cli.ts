// `pnpm --filter @vuga/api content:export-reviews [--content <dir>] [--from <decisions.json>]`: writes the
// reviewer's desk's decisions into the YAML content files (packages/tutor/content by default), ready for a pull
// request. The decisions come from Firestore (FIREBASE_PROJECT_ID, and FIRESTORE_EMULATOR_HOST for the local
// stack), or from a file holding GET /admin/desk/decisions' answer. Rebuild the content afterwards
// (`pnpm --filter @vuga/tutor build`) and run `content:check`.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { adminDeskDecisionsResponseSchema } from '@vuga/api-client/contract';
import { defaultContentDir } from '@vuga/tutor';
import { type ExportDecision, exportDecisions } from '@vuga/tutor/review';
import { firebaseAdminApp } from '../firebase.ts';
import { firestoreDeskStore } from './store.ts';

const { values } = parseArgs({
  options: { content: { type: 'string' }, from: { type: 'string' } },
});
// Relative paths are the caller's: pnpm --filter runs this in apps/api.
const dir = values.content
  ? resolve(process.env.INIT_CWD ?? process.cwd(), values.content)
  : defaultContentDir;

async function decisions(): Promise<ExportDecision[]> {
  if (values.from) {
    return adminDeskDecisionsResponseSchema.parse(JSON.parse(readFileSync(values.from, 'utf8'))).decisions;
  }
  const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-vuga';
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = await firebaseAdminApp(projectId);
  return firestoreDeskStore(async () => getFirestore(app)).decisions();
}

const list = await decisions();
const report = exportDecisions(dir, list);
console.log(
  `Exported ${list.length} decision(s) into ${dir}: ${report.approved.length} approved, ` +
    `${report.corrected.length} corrected, ${report.rejected.length} rejected` +
    (report.skipped.length > 0 ? `; not written (no draft entry): ${report.skipped.join(', ')}` : '') +
    (report.files.length > 0 ? `\nFiles: ${report.files.join(', ')}` : ''),
);
process.exit(0);
