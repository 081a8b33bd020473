import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StarIcon } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import * as emptyIllustrations from './illustrations/index.ts';

const meta = {
  title: 'Foundations/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No quiz scores yet',
    description: 'Take a quiz to see your scores here.',
    icon: <StarIcon />,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: { action: <Button onClick={fn()}>Take Quiz</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No quiz scores yet' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Take Quiz' })).toBeEnabled();
  },
};
export const Small: Story = { args: { size: 'sm', icon: undefined } };
export const DarkTheme: Story = { ...WithAction, globals: { theme: 'dark' } };
/** Every illustration, in the theme's colours. */
export const Illustrations: Story = {
  render: (args) => (
    <div
      style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' }}
    >
      {Object.entries(emptyIllustrations).map(([name, Scene]) => (
        <EmptyState
          key={name}
          {...args}
          icon={undefined}
          illustration={<Scene />}
          title={name.replace('Illustration', '')}
          size="sm"
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Decorative: every scene is hidden from assistive technology.
    const scenes = canvasElement.querySelectorAll('svg');
    await expect(scenes).toHaveLength(Object.keys(emptyIllustrations).length);
    for (const scene of scenes) await expect(scene).toHaveAttribute('aria-hidden', 'true');
  },
};
