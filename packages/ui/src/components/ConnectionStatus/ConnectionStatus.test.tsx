import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConnectionStatus } from './ConnectionStatus.tsx';

describe('ConnectionStatus', () => {
  it('shows the spec labels and exposes the state', () => {
    const { rerender } = render(<ConnectionStatus state="connected" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Active');
    expect(status.dataset.state).toBe('connected');
    rerender(<ConnectionStatus state="disconnected" />);
    expect(screen.getByRole('status').textContent).toBe('Disconnected');
  });

  it('accepts other labels for other apps', () => {
    render(<ConnectionStatus state="connected" labels={{ connected: 'Online' }} />);
    expect(screen.getByRole('status').textContent).toBe('Online');
  });
});
