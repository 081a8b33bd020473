import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Foundations/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: {
    label: 'Email notifications',
    description: 'A weekly summary of your progress.',
    onCheckedChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email notifications' });
    await expect(toggle).toHaveAccessibleDescription('A weekly summary of your progress.');
    await expect(toggle).not.toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};
export const On: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Switch {...args} defaultChecked />
      <Switch {...args} label="Reminders" description={undefined} />
    </div>
  ),
};
