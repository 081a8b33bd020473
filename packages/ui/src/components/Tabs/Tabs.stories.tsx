import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

const meta = {
  title: 'Foundations/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    label: 'Admin sections',
    onValueChange: fn(),
    items: [
      { value: 'overview', label: 'Overview', content: <p>Overview figures.</p> },
      { value: 'users', label: 'Users', content: <p>Users table.</p> },
      { value: 'health', label: 'System Health', content: <p>All systems online.</p> },
      { value: 'activity', label: 'Recent Activities', content: <p>Latest activity.</p>, disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const overview = canvas.getByRole('tab', { name: 'Overview' });
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(overview);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Users' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Users' })).toHaveTextContent('Users table.');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('users');
  },
};
export const SecondSelected: Story = { args: { defaultValue: 'health' } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };
