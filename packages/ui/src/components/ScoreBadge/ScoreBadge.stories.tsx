import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScoreBadge } from './ScoreBadge.tsx';

const meta = {
  title: 'Learning/ScoreBadge',
  component: ScoreBadge,
  tags: ['autodocs'],
  args: { score: 92 },
} satisfies Meta<typeof ScoreBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const scores = [95, 85, 75, 65, 40];
export const Excellent: Story = {};
export const Good: Story = { args: { score: 84 } };
export const Fair: Story = { args: { score: 72 } };
export const Pass: Story = { args: { score: 61 } };
export const Low: Story = { args: { score: 35 } };
export const Labelled: Story = {
  args: { score: 78.6, labels: { score: 'Quiz score' }, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Quiz score: 79%' })).toHaveAttribute('data-state', 'fair');
  },
};
export const AllBands: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {scores.map((score) => (
        <ScoreBadge key={score} score={score} />
      ))}
    </div>
  ),
};
export const DarkTheme: Story = { ...AllBands, globals: { theme: 'dark' } };
