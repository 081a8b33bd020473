import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { inDocsFrame } from '../../docs/frame.ts';
import { DeleteConfirmModal } from './DeleteConfirmModal.tsx';

const meta = {
  title: 'Account/DeleteConfirmModal',
  component: DeleteConfirmModal,
  tags: ['autodocs'],
  // A modal covers the viewport: on the docs page each story gets its own frame, tall enough to read it whole.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  args: { open: true, onOpenChange: fn(), onConfirm: fn() },
} satisfies Meta<typeof DeleteConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ userEvent, args }) => {
    if (inDocsFrame()) return;
    const field = await screen.findByLabelText('Type DELETE to confirm');
    const confirm = screen.getByRole('button', { name: 'Delete Account' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(field, 'delete');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'DELETE ');
    await expect(confirm).toBeDisabled();
    await userEvent.type(field, '{Backspace}');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
export const Pending: Story = { args: { isPending: true } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };
