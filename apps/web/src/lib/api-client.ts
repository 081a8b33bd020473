import { createApiClient } from '@vuga/api-client';
import { env } from '../config/env.ts';
import { getIdToken } from './auth-token.ts';
import { setAppStatus } from './offline/app-status.ts';

/**
 * fetch, noting whether the API could be reached (lib/offline/app-status.ts): a request that gets any answer
 * says yes, one that fails for want of a network says no (a request the app cancelled says nothing).
 */
const watchedFetch: typeof fetch = (input, init) =>
  fetch(input, init).then(
    (response) => {
      setAppStatus({ reachable: true });
      return response;
    },
    (error: unknown) => {
      if (!init?.signal?.aborted) setAppStatus({ reachable: false });
      throw error;
    },
  );

/** The one API client of the app; it sends the signed-in user's ID token. */
export const apiClient = createApiClient({
  baseUrl: env.apiBaseUrl,
  getToken: getIdToken,
  fetch: watchedFetch,
});
