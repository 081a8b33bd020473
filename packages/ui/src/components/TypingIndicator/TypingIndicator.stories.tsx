import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TypingIndicator } from './TypingIndicator.tsx';

const meta = {
  title: 'Learning/TypingIndicator',
  component: TypingIndicator,
  tags: ['autodocs'],
} satisfies Meta<typeof TypingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Tutor is typing…');
    await expect(status).not.toHaveAttribute('aria-live', 'assertive');
  },
};
export const CustomLabel: Story = { args: { labels: { typing: 'Translating…' } } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };
