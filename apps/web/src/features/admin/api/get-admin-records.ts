import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** The API's records outbox: what waits for the database, and what it refused for good, with the reasons. */
export const adminRecordsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.records(), queryFn: () => apiClient.adminRecords(), staleTime: 0 });

export const useAdminRecords = () => useQuery(adminRecordsQueryOptions());
