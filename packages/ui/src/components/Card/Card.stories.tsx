import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'Foundations/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Chat tutor',
    description: 'Ask questions and hear every word spoken.',
    style: { maxWidth: '20rem' },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Titled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Chat tutor' })).toBeInTheDocument();
  },
};
export const WithFooter: Story = { args: { footer: <Button size="sm">Continue Chat</Button> } };
export const Raised: Story = { args: { elevation: 'raised', padding: 'lg' } };
export const Plain: Story = { args: { title: undefined, description: undefined, children: 'Any content.' } };
export const DarkTheme: Story = { ...WithFooter, globals: { theme: 'dark' } };
