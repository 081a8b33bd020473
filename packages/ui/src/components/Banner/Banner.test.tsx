import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Banner } from './Banner.tsx';

describe('Banner', () => {
  it('interrupts for warnings and critical messages, and is polite otherwise', () => {
    const { rerender } = render(<Banner tone="critical">Connection lost.</Banner>);
    expect(screen.getByRole('alert').textContent).toContain('Connection lost.');
    rerender(<Banner tone="info">Tip</Banner>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Tip');
  });
  it('has a dismiss button only when it can be dismissed', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Banner>Hi</Banner>);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Banner onDismiss={onDismiss}>Hi</Banner>);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    rerender(
      <Banner onDismiss={onDismiss} labels={{ dismiss: 'Funga' }}>
        Hi
      </Banner>,
    );
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Funga');
  });
});
