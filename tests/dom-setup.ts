import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { parseEnv } from '../apps/web/src/config/env-schema.ts';

// The web app's checked configuration, which its vite.config.ts defines for a build: the defaults here, so the
// app is "not configured" (no Firebase values) as in a build without them.
Object.assign(globalThis, { __VUGA_ENV__: parseEnv({}) });

afterEach(() => cleanup());
