import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Timer } from './Timer.tsx';

const meta = {
  title: 'Learning/Timer',
  component: Timer,
  tags: ['autodocs'],
  args: { durationSeconds: 600, isRunning: false, onExpire: fn(), onTick: fn() },
} satisfies Meta<typeof Timer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paused: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Time remaining' })).toHaveTextContent('10:00');
  },
};
export const WithLabel: Story = { args: { durationSeconds: 125, showLabel: true } };
export const Warning: Story = {
  args: { durationSeconds: 45, warningAt: 60 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="Timer"]')).toHaveAttribute(
      'data-state',
      'warning',
    );
  },
};
export const RunsOutAndAnnounces: Story = {
  args: { durationSeconds: 2, isRunning: true, announceAt: [1] },
  play: async ({ canvas, args }) => {
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('0:02');
    await waitFor(() => expect(args.onTick).toHaveBeenCalledWith(1), { timeout: 2000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('1 second remaining');
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(timer).toHaveTextContent('0:00');
    await expect(canvas.getByRole('status')).toHaveTextContent('Time is up');
  },
};
export const Expired: Story = { args: { durationSeconds: 0 } };
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Timer {...args} durationSeconds={600} isRunning={false} />
      <Timer {...args} durationSeconds={45} warningAt={60} isRunning={false} />
      <Timer {...args} durationSeconds={0} />
    </div>
  ),
};
