import { type ConnectionState, ConnectionStatus } from '@vuga/ui';
import { useHealth } from '../api/get-health.ts';

export function ChatStatus() {
  const health = useHealth();
  const state: ConnectionState = health.isPending
    ? 'checking'
    : health.isSuccess
      ? 'connected'
      : 'disconnected';
  return <ConnectionStatus state={state} />;
}
