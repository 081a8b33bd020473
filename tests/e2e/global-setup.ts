// Builds the web app for the local stack, then starts the Firebase emulators (with the demo accounts) and serves
// the build. The API is started per worker by the `api` fixture, so a test can stop it. Returns the teardown.
import { buildWeb, createDemoAccounts, startEmulators, startWeb } from '../../scripts/lib/stack.mjs';

export default async function globalSetup() {
  if (buildWeb() !== 0) throw new Error('Building the web app failed.');
  const emulators = await startEmulators();
  try {
    await createDemoAccounts();
    const web = await startWeb();
    return async () => {
      await web.stop();
      await emulators.stop();
    };
  } catch (error) {
    await emulators.stop();
    throw error;
  }
}
