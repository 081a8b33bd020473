import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog.tsx';

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and closes with the close button', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog title="Settings" trigger={<button type="button">Open</button>} onOpenChange={onOpenChange} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
