// The web app's checked configuration, which its vite.config.ts defines for a build as __VUGA_ENV__: the
// defaults here, so in tests the app is "not configured" (no Firebase values), as a build without them is.
import { parseEnv } from '../apps/web/src/config/env-schema.ts';

Object.assign(globalThis, { __VUGA_ENV__: parseEnv({}) });
