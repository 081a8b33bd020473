import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Streak } from './Streak.tsx';

const meta = {
  title: 'Learning/Streak',
  component: Streak,
  tags: ['autodocs'],
  args: { days: 4, style: { maxWidth: '20rem' } },
} satisfies Meta<typeof Streak>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Learning streak' })).toHaveAttribute(
      'data-state',
      'live',
    );
    await expect(canvas.getByText('Practised 4 of the last 7 days')).toBeInTheDocument();
  },
};
export const NoStreakYet: Story = { args: { days: 0, hint: 'Practise today to start one.' } };
export const LongStreak: Story = { args: { days: 23 } };
