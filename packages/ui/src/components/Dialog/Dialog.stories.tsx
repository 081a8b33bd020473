import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { inDocsFrame } from '../../docs/frame.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';

const meta = {
  title: 'Foundations/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  // A modal covers the viewport: on the docs page each story gets its own frame, tall enough to read it whole.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  args: {
    title: 'Leave the quiz?',
    description: 'Your answers so far will be lost.',
    trigger: <Button variant="secondary">Leave quiz</Button>,
    onOpenChange: fn(),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Stay</Button>
        </DialogClose>
        <Button variant="danger">Leave</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    if (inDocsFrame()) return;
    const trigger = canvas.getByRole('button', { name: 'Leave quiz' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Leave the quiz?' });
    await expect(dialog).toHaveAccessibleDescription('Your answers so far will be lost.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ userEvent }) => {
    if (inDocsFrame()) return;
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
export const Large: Story = {
  args: { defaultOpen: true, size: 'lg', footer: undefined, children: <p>Any content goes here.</p> },
};
export const DarkTheme: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
