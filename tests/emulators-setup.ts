// Global setup of the Vitest project `emulators`: starts the Firebase emulators (Firestore with
// firestore.rules, Auth) once for every *.emulator.test.ts file, and always stops them. When
// FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are both set, the emulators already running there
// are used instead (handy while the shared stack's ports are busy).
import type { TestProject } from 'vitest/node';
import { ports, startEmulators } from '../scripts/lib/stack.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
    authEmulatorHost: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.FIRESTORE_EMULATOR_HOST && process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const firestoreHost = external ? process.env.FIRESTORE_EMULATOR_HOST! : `127.0.0.1:${ports.firestore}`;
  const authHost = external ? process.env.FIREBASE_AUTH_EMULATOR_HOST! : `127.0.0.1:${ports.auth}`;
  project.provide('firestoreEmulatorHost', firestoreHost);
  project.provide('authEmulatorHost', authHost);
  if (external) return;

  const emulators = await startEmulators();
  // If Vitest is killed rather than torn down, take the emulators' process groups with it.
  const killGroups = () => {
    for (const { child } of emulators.processes) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killGroups);
  return async () => {
    await emulators.stop();
    process.off('exit', killGroups);
  };
}
