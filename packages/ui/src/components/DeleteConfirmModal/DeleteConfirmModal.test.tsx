import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteConfirmModal, isConfirmTextValid } from './DeleteConfirmModal.tsx';

describe('isConfirmTextValid', () => {
  it('accepts only the exact word', () => {
    expect(isConfirmTextValid('DELETE', 'DELETE')).toBe(true);
    for (const typed of ['delete', 'Delete', ' DELETE', 'DELETE ', 'DELET', 'DELETED', '']) {
      expect(isConfirmTextValid(typed, 'DELETE')).toBe(false);
    }
  });
});

describe('DeleteConfirmModal', () => {
  it('confirms only after DELETE, and forgets the text when cancelled', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <DeleteConfirmModal open onOpenChange={onOpenChange} onConfirm={onConfirm} />,
    );
    const confirm = screen.getByRole('button', { name: 'Delete Account' });
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(confirm).toHaveProperty('disabled', false);
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    rerender(<DeleteConfirmModal open onOpenChange={onOpenChange} onConfirm={onConfirm} />);
    expect(screen.getByLabelText('Type DELETE to confirm')).toHaveProperty('value', '');
  });
});

describe('DeleteConfirmModal labels', () => {
  it('shows every word from labels, the field naming the word to type', async () => {
    render(
      <DeleteConfirmModal
        open
        onOpenChange={() => {}}
        onConfirm={() => {}}
        confirmWord="SIBA"
        labels={{
          title: 'Siba konti',
          description: 'Ntibishobora gusubizwa.',
          confirm: 'Siba',
          cancel: 'Reka',
          close: 'Funga',
          typeToConfirm: (word) => `Andika ${word}`,
        }}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Siba konti' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reka' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Funga' })).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Siba' });
    await userEvent.type(screen.getByLabelText('Andika SIBA'), 'SIBA');
    expect(confirm).toHaveProperty('disabled', false);
  });
});
