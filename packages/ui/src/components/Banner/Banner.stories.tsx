import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Banner, bannerTones } from './Banner.tsx';

const meta = {
  title: 'Foundations/Banner',
  component: Banner,
  tags: ['autodocs'],
  argTypes: { tone: { control: 'inline-radio', options: bannerTones } },
  args: { tone: 'info', title: 'Tip', children: 'Press Enter to send, Shift+Enter for a new line.' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: { tone: 'success', title: 'Saved', children: 'Your settings are saved.' },
};
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Configuration Required',
    children: 'Authentication is not configured. Check the environment file.',
  },
};
export const Critical: Story = {
  args: { tone: 'critical', title: undefined, children: 'Connection lost. Please refresh to reconnect.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Connection lost');
  },
};
export const WithAction: Story = {
  args: {
    tone: 'critical',
    title: 'Failed to load dashboard data',
    children: 'Network error.',
    action: (
      <Button size="sm" variant="secondary" onClick={fn()}>
        Try Again
      </Button>
    ),
    onDismiss: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {bannerTones.map((tone) => (
        <Banner key={tone} {...args} tone={tone} title={tone} />
      ))}
    </div>
  ),
};
