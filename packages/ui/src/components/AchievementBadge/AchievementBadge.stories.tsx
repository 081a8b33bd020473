import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AchievementBadge } from './AchievementBadge.tsx';

const meta = {
  title: 'Learning/AchievementBadge',
  component: AchievementBadge,
  tags: ['autodocs'],
  args: { title: 'Quiz Master', description: 'Score 80% or more in a quiz', isUnlocked: true },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof AchievementBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unlocked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unlocked')).toBeInTheDocument();
  },
};
export const Locked: Story = {
  args: { isUnlocked: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Locked')).toBeInTheDocument();
  },
};
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <AchievementBadge {...args} />
      <AchievementBadge {...args} title="Consistent Learner" description="10 activities" isUnlocked={false} />
    </div>
  ),
};
