import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Learning/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Quiz score', value: 85, tone: 'auto' },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Quiz score' });
    await expect(bar).toHaveAttribute('aria-valuenow', '85');
    await expect(bar).toHaveAttribute('aria-valuetext', '85%');
  },
};
export const Warning: Story = { args: { value: 65 } };
export const Critical: Story = { args: { value: 40 } };
export const Accent: Story = {
  args: { label: 'Translations', value: 3, max: 5, tone: 'accent', valueText: '3 of 5' },
};
export const CustomThresholds: Story = { args: { value: 55, thresholds: { success: 50, warning: 25 } } };
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ProgressBar label="Chat" value={90} tone="auto" />
      <ProgressBar label="Translation" value={60} tone="auto" />
      <ProgressBar label="Pronunciation" value={20} tone="auto" />
      <ProgressBar label="Streak" value={4} max={7} tone="accent" valueText="4 of 7 days" />
    </div>
  ),
};
