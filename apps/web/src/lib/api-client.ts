import { createApiClient } from '@vuga/api-client';
import { env } from '../config/env.ts';

/** The one API client of the app. The token provider is attached by the auth feature once it exists. */
export const apiClient = createApiClient({ baseUrl: env.apiBaseUrl });
