import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch.tsx';

describe('Switch', () => {
  it('toggles when its label is clicked', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Sound effects" defaultChecked onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByText('Sound effects'));
    expect(screen.getByRole('switch', { name: 'Sound effects' }).getAttribute('aria-checked')).toBe('false');
    expect(onCheckedChange).toHaveBeenCalledWith(false);
  });
});
