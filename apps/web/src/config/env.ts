// The configuration validated at build time by env-schema.ts (vite.config.ts puts the result in __VUGA_ENV__).
import type { Env } from './env-schema.ts';

declare const __VUGA_ENV__: Env;

export const env: Env = __VUGA_ENV__;

/** Where learners write to us (about, contact form, legal pages). */
export const contactEmail = env.contactEmail;
