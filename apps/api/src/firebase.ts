// The API's one firebase-admin app per project, shared by token verification and the Firestore reads. The SDK
// is imported on first use to keep start-up fast. firebase-admin reads the emulator variables
// (FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST) from the environment itself.
import type { App } from 'firebase-admin/app';

const apps = new Map<string, Promise<App>>();

export function firebaseAdminApp(projectId: string): Promise<App> {
  let app = apps.get(projectId);
  if (!app) {
    app = import('firebase-admin/app').then(({ getApps, initializeApp }) => {
      const name = `vuga-api-${projectId}`;
      return getApps().find((existing) => existing.name === name) ?? initializeApp({ projectId }, name);
    });
    apps.set(projectId, app);
  }
  return app;
}
