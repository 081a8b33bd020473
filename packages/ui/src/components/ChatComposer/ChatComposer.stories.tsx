import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChatComposer } from './ChatComposer.tsx';

const meta = {
  title: 'Learning/ChatComposer',
  component: ChatComposer,
  tags: ['autodocs'],
  args: { onSend: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.type(box, '   ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, 'How do I say{Shift>}{Enter}{/Shift}thank you?');
    await expect(box).toHaveValue('How do I say\nthank you?');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('How do I say\nthank you?');
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
  },
};
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
  },
};
export const Disconnected: Story = {
  args: { isDisconnected: true, labels: { placeholder: 'Reconnect to chat' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};
export const DarkTheme: Story = { globals: { theme: 'dark' } };
