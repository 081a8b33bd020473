import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Column, Columns } from './Columns.tsx';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  subcomponents: { Column },
  tags: ['autodocs'],
  args: { space: 'md', style: { width: '400px' } },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

const cell = (label: string) => (
  <Box background="outlined" padding="sm" radius="md">
    {label}
  </Box>
);

export const Halves: Story = {
  args: {
    children: [
      <Column key="a" width="1/2" data-testid="a">
        {cell('Half')}
      </Column>,
      <Column key="b" width="1/2" data-testid="b">
        {cell('Half')}
      </Column>,
    ],
  },
  play: async ({ canvas }) => {
    // 400 px less one 16 px gap, shared equally.
    await expect(canvas.getByTestId('a').getBoundingClientRect().width).toBeCloseTo(192, 0);
    await expect(canvas.getByTestId('b').getBoundingClientRect().width).toBeCloseTo(192, 0);
  },
};

export const ThirdsAndContent: Story = {
  args: {
    children: [
      <Column key="a" width="1/3" data-testid="third">
        {cell('One third')}
      </Column>,
      <Column key="b" data-testid="fill">
        {cell('The rest')}
      </Column>,
      <Column key="c" width="content" data-testid="content">
        {cell('Fit')}
      </Column>,
    ],
  },
  play: async ({ canvas }) => {
    const width = (id: string) => canvas.getByTestId(id).getBoundingClientRect().width;
    await expect(width('third')).toBeCloseTo(400 / 3 - 16 * (2 / 3), 0);
    // What is left after the third, the content column and two gaps goes to the fill column.
    await expect(width('third') + width('fill') + width('content') + 32).toBeCloseTo(400, 0);
  },
};
/**
 * `collapseBelow="desktop"` and a responsive space: below 1024 px the columns go one under another, `xs` apart;
 * from 1024 px they sit side by side, `xl` apart.
 */
export const CollapseBelowDesktop: Story = {
  args: {
    space: { mobile: 'xs', desktop: 'xl' },
    collapseBelow: 'desktop',
    style: { width: '100%' },
    children: [
      <Column key="a" data-testid="a">
        {cell('First')}
      </Column>,
      <Column key="b" data-testid="b">
        {cell('Second')}
      </Column>,
    ],
  },
  play: async ({ canvas }) => {
    const a = canvas.getByTestId('a').getBoundingClientRect();
    const b = canvas.getByTestId('b').getBoundingClientRect();
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    if (matchMedia('(min-width: 1024px)').matches) {
      await expect(b.top).toBeCloseTo(a.top, 0);
      await expect(b.left - a.right).toBeCloseTo(2 * rem, 0);
    } else {
      await expect(b.left).toBeCloseTo(a.left, 0);
      await expect(b.top - a.bottom).toBeCloseTo(0.25 * rem, 0);
    }
  },
};

export const DarkTheme: Story = { ...Halves, globals: { theme: 'dark' } };
