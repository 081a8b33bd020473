import { createApiClient } from '@vuga/api-client';
import { env } from '../config/env.ts';
import { getIdToken } from './auth-token.ts';

/** The one API client of the app; it sends the signed-in user's ID token. */
export const apiClient = createApiClient({ baseUrl: env.apiBaseUrl, getToken: getIdToken });
