import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card, cardSurfaces } from './Card.tsx';

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
export const Elevated: Story = { args: { surface: 'elevated', padding: 'lg' } };
export const Tinted: Story = { args: { surface: 'tinted' } };
/** The three surfaces side by side, in order of weight. */
export const Surfaces: Story = {
  render: (args) => (
    <div
      style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}
    >
      {cardSurfaces.map((surface) => (
        <Card key={surface} {...args} style={undefined} surface={surface} title={surface} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const surface of cardSurfaces)
      await expect(canvas.getByRole('region', { name: surface })).toHaveAttribute('data-surface', surface);
  },
};
export const Plain: Story = { args: { title: undefined, description: undefined, children: 'Any content.' } };
export const DarkTheme: Story = { ...WithFooter, globals: { theme: 'dark' } };
