import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog.tsx';

/** A dialog opened from code, as an app opens its sign-in dialog from the header. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sign in
      </button>
      <Dialog title="Welcome" open={open} onOpenChange={setOpen} />
    </>
  );
}

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

  it('opened from code, returns focus on Escape to the element that opened it', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Welcome' }).contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign in' }));
  });

  it('names its close button from labels', () => {
    render(<Dialog title="Igenamiterere" defaultOpen labels={{ close: 'Funga' }} />);
    expect(screen.getByRole('button', { name: 'Funga' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
