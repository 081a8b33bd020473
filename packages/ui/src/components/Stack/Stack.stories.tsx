import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Stack } from './Stack.tsx';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    space: 'md',
    style: { maxWidth: '20rem' },
    children: ['First', 'Second', 'Third'].map((label) => (
      <Box key={label} background="outlined" padding="sm" radius="md">
        {label}
      </Box>
    )),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const [first, second] = ['First', 'Second'].map((t) => canvas.getByText(t).getBoundingClientRect());
    // md is 1rem: the second item starts 16 px below the first.
    await expect(Math.round((second?.top ?? 0) - (first?.bottom ?? 0))).toBe(16);
  },
};
export const Centred: Story = { args: { align: 'center', space: 'xs' } };
export const AsList: Story = {
  args: {
    as: 'ul',
    space: 'sm',
    children: ['First item', 'Second item', 'Third item'].map((word) => <li key={word}>{word}</li>),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.children).toHaveLength(3);
    // A list laid out by the Stack: no bullets or indent without the app resetting them.
    const style = getComputedStyle(list);
    await expect([style.listStyleType, style.paddingInlineStart, style.marginBlockStart]).toEqual([
      'none',
      '0px',
      '0px',
    ]);
  },
};
/** A space per breakpoint: `xs` on a phone, `xl` from tablet (640 px) up, and the caller's own style kept. */
export const ResponsiveSpace: Story = {
  args: { space: { mobile: 'xs', tablet: 'xl' }, style: { maxWidth: '20rem', paddingTop: '1px' } },
  play: async ({ canvas }) => {
    const [first, second] = ['First', 'Second'].map((t) => canvas.getByText(t).getBoundingClientRect());
    const expected = matchMedia('(min-width: 640px)').matches ? 32 : 4;
    await expect(Math.round((second?.top ?? 0) - (first?.bottom ?? 0))).toBe(expected);
    await expect(canvas.getByText('First').parentElement).toHaveStyle({ paddingTop: '1px' });
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
