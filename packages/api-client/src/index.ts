export {
  type ApiClient,
  type ApiClientOptions,
  ApiError,
  type ApiErrorKind,
  createApiClient,
} from './client.ts';
export * from './contract.ts';
