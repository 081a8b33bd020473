// Where the emulators of the `emulators` Vitest project run (see tests/emulators-setup.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export function emulatorHosts() {
  const [firestoreHost, firestorePort] = inject('firestoreEmulatorHost').split(':');
  return {
    firestore: { host: firestoreHost!, port: Number(firestorePort) },
    auth: `http://${inject('authEmulatorHost')}`,
  };
}

export const firestoreRules = readFileSync(
  fileURLToPath(new URL('../../../firestore.rules', import.meta.url)),
  'utf8',
);
