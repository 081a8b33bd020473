import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Accordion } from './Accordion.tsx';

const meta = {
  title: 'Foundations/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: {
    onValueChange: fn(),
    items: [
      { value: 'free', title: 'Is it free?', content: 'Yes, every feature is free.' },
      {
        value: 'audio',
        title: 'Where does the audio come from?',
        content: 'Recordings and speech synthesis.',
      },
      { value: 'account', title: 'Do I need an account?', content: 'Only to save your progress.' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const first = canvas.getByRole('button', { name: 'Is it free?' });
    const second = canvas.getByRole('button', { name: 'Where does the audio come from?' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    // One open at a time: opening the second closes the first.
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('audio');
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};
export const OneOpen: Story = { args: { defaultValue: 'audio' } };
export const DarkTheme: Story = { args: { defaultValue: 'free' }, globals: { theme: 'dark' } };
