import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Box, boxBackgrounds } from './Box.tsx';

const meta = {
  title: 'Layout/Box',
  component: Box,
  tags: ['autodocs'],
  args: { padding: 'md', radius: 'lg', background: 'raised', children: 'A raised surface' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Raised: Story = {};
export const Surfaces: Story = {
  render: () => (
    <Stack space="md" style={{ maxWidth: '20rem' }}>
      {boxBackgrounds.map((background) => (
        <Box key={background} background={background} padding="md" radius="lg">
          {background}
        </Box>
      ))}
    </Stack>
  ),
};
export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Progress', background: 'tinted', children: 'Tinted section' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Progress' })).toHaveTextContent('Tinted section');
  },
};
export const DarkTheme: Story = { ...Surfaces, globals: { theme: 'dark' } };
