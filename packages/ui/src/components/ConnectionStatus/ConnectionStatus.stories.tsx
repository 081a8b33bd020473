import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConnectionStatus, connectionStates } from './ConnectionStatus.tsx';

const meta = {
  title: 'Learning/ConnectionStatus',
  component: ConnectionStatus,
  tags: ['autodocs'],
  argTypes: { state: { control: 'inline-radio', options: connectionStates } },
  args: { state: 'connected' },
} satisfies Meta<typeof ConnectionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Active');
  },
};
export const Disconnected: Story = {
  args: { state: 'disconnected' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Disconnected');
  },
};
export const Checking: Story = { args: { state: 'checking' } };
export const DarkTheme: Story = { args: { state: 'connected' }, globals: { theme: 'dark' } };
