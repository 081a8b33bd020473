// `npm start`: installs what is missing, builds what changed, and runs the whole local stack until Ctrl+C.
// After the checks and builds (each skipped when nothing it reads changed), the emulators, the API, the API
// that seeds the demo learner and the web server start at the same time; each stage says how long it took.
import {
  buildTutorContent,
  ensureEspeak,
  installDependencies,
  prepareCourseAudio,
} from './lib/bootstrap.mjs';
import { assertPortsFree, freePort, stopAllGroups } from './lib/proc.mjs';
import { seedDemoLearner } from './lib/seed-demo.mjs';
import {
  apiUrl,
  buildWeb,
  createDemoAccounts,
  demoAccounts,
  ports,
  startApi,
  startEmulators,
  startWeb,
  webUrl,
} from './lib/stack.mjs';

const started = Date.now();
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('\n» Stopping…');
  // Every process started so far, including one still starting (Ctrl+C during the start).
  await stopAllGroups();
  console.log('» Stopped: the emulators, the API and the web server have exited.');
  process.exit(code);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** Runs a stage (sync or async) and prints how long it took. */
async function stage(name, work) {
  const from = Date.now();
  const result = await work();
  console.log(`  ⏱ ${name}: ${seconds(from)} s`);
  return result;
}

try {
  // Fail fast, before the slow steps, when a port is taken.
  await assertPortsFree({
    'Firestore emulator': ports.firestore,
    'Auth emulator': ports.auth,
    'emulator hub': ports.emulatorHub,
    'emulator logging': ports.emulatorLogging,
    API: ports.api,
    'web app': ports.web,
  });
  await stage('dependencies', installDependencies);
  // The emulators start now, while the builds are checked (they need none of them): they are the slow part.
  console.log('» Starting the Firebase emulators (Auth, Firestore)');
  const emulators = stage('emulators', () => startEmulators());
  emulators.catch(() => undefined);
  await stage('tutor content', buildTutorContent);
  await stage('espeak-ng', () => ensureEspeak({ required: false }));
  await stage('course audio', prepareCourseAudio);
  // The API needs the tutor content and the audio, not the web app: it starts while the web app builds.
  console.log('» Starting the tutor API');
  const api = stage('tutor API', () => startApi({ quiet: false }));
  api.catch(() => undefined);
  console.log('» Building the web app');
  await stage('web app build', () => {
    if (buildWeb() !== 0) throw new Error('Building the web app failed.');
  });
  console.log('» Serving the web app');
  const web = stage('web server', () => startWeb());
  web.catch(() => undefined);
  await emulators;
  await stage('demo accounts', createDemoAccounts);
  await Promise.all([api, web]);
  console.log(`
Vuga is ready (${seconds(started)} s): open ${webUrl}

  Web app        ${webUrl}
  Tutor API      ${apiUrl}  (GET /health)
  Auth emulator  http://127.0.0.1:${ports.auth}
  Firestore      http://127.0.0.1:${ports.firestore}

  Learner        ${demoAccounts.learner.email} / ${demoAccounts.learner.password}
  Administrator  ${demoAccounts.admin.email} / ${demoAccounts.admin.password}
  Reviewer       ${demoAccounts.reviewer.email} / ${demoAccounts.reviewer.password}

The demo learner's last days are being added (a few seconds; the line below says when).
Press Ctrl+C to stop everything.`);
  // After the ready line, so as not to slow it: the accounts work already, and the history is there before a
  // first sign-in is typed. It is made through an API of its own with the test clock (TEST_CLOCK=header, which
  // the API allows only for a demo-* project), on a spare port, so that the API on 5001 keeps the real clock:
  // the days before today, so the dashboards have something to show on first sign-in. Not fatal: the stack
  // works without it.
  const seeded = await stage('demo history', async () => {
    try {
      const seeder = await startApi({ env: { TEST_CLOCK: 'header' }, port: await freePort() });
      return await seedDemoLearner({ url: seeder.url }).finally(() => seeder.stop());
    } catch (error) {
      return `not seeded (${error.message})`;
    }
  });
  console.log(`» Demo history (${seconds(started)} s after the start): ${seeded}`);
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  await stopAll(1);
}
