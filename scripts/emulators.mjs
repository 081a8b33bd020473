// `pnpm emulators`: only the Firebase emulators with the demo accounts, for working on the app with
// `vite dev` or running one test file by hand. Ctrl+C stops them.
import { createDemoAccounts, demoAccounts, ports, startEmulators } from './lib/stack.mjs';

try {
  const emulators = await startEmulators();
  await createDemoAccounts();
  console.log(
    `Emulators ready: Auth 127.0.0.1:${ports.auth}, Firestore 127.0.0.1:${ports.firestore}. Accounts: ${demoAccounts.learner.email}, ${demoAccounts.admin.email}, ${demoAccounts.reviewer.email}. Ctrl+C stops them.`,
  );
  const stop = async () => {
    await emulators.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
