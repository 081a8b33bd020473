export {
  type ConnectionState,
  ConnectionStatus,
  type ConnectionStatusProps,
  connectionStates,
} from './ConnectionStatus.tsx';
