export {
  type ConnectionState,
  ConnectionStatus,
  type ConnectionStatusLabels,
  type ConnectionStatusProps,
  connectionStates,
  connectionStatusLabels,
} from './ConnectionStatus.tsx';
