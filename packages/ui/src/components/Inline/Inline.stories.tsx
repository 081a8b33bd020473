import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Inline } from './Inline.tsx';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: {
    space: 'sm',
    style: { maxWidth: '16rem' },
    children: ['Greetings', 'Numbers', 'Family', 'Food', 'Market', 'Directions'].map((label) => (
      <Badge key={label}>{label}</Badge>
    )),
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wrapping: Story = {
  play: async ({ canvas }) => {
    const top = (text: string) => canvas.getByText(text).getBoundingClientRect().top;
    // Six chips do not fit in 16rem: the row wraps onto a second line.
    await expect(top('Directions')).toBeGreaterThan(top('Greetings'));
  },
};
export const Buttons: Story = {
  args: {
    space: 'md',
    align: 'end',
    style: { maxWidth: '24rem' },
    children: [
      <Button key="cancel" variant="secondary">
        Cancel
      </Button>,
      <Button key="save">Save</Button>,
    ],
  },
};
export const DarkTheme: Story = { globals: { theme: 'dark' } };
