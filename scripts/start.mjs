// `npm start`: installs what is missing, builds, and runs the whole local stack until Ctrl+C.
import {
  buildTutorContent,
  ensureEspeak,
  installDependencies,
  prepareCourseAudio,
} from './lib/bootstrap.mjs';
import { assertPortsFree } from './lib/proc.mjs';
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
const running = [];
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  if (running.length > 0) {
    console.log('\n» Stopping…');
    for (const part of running.reverse()) await part.stop();
    console.log('» Stopped: the emulators, the API and the web server have exited.');
  }
  process.exit(code);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

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
  installDependencies();
  buildTutorContent();
  ensureEspeak({ required: false });
  prepareCourseAudio();
  console.log('» Building the web app');
  if (buildWeb() !== 0) throw new Error('Building the web app failed.');
  console.log('» Starting the Firebase emulators (Auth, Firestore)');
  running.push(await startEmulators());
  await createDemoAccounts();
  // Through the API, as the app would, on the days before today (the API's test clock, for this only): the
  // dashboards have something to show on first sign-in. Then the API starts again with the real clock.
  console.log('» Seeding the demo learner through the API');
  const seeding = await startApi({ env: { TEST_CLOCK: 'header' } });
  const seeded = await seedDemoLearner().catch((error) => `not seeded (${error.message})`);
  await seeding.stop();
  console.log(`» Demo history: ${seeded}`);
  console.log('» Starting the tutor API');
  running.push(await startApi({ quiet: false }));
  console.log('» Serving the web app');
  running.push(await startWeb());
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
Vuga is ready (${seconds} s).

  Web app        ${webUrl}
  Tutor API      ${apiUrl}  (GET /health)
  Auth emulator  http://127.0.0.1:${ports.auth}
  Firestore      http://127.0.0.1:${ports.firestore}

  Learner        ${demoAccounts.learner.email} / ${demoAccounts.learner.password}
  Administrator  ${demoAccounts.admin.email} / ${demoAccounts.admin.password}
  Reviewer       ${demoAccounts.reviewer.email} / ${demoAccounts.reviewer.password}

Press Ctrl+C to stop everything.`);
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  await stopAll(1);
}
