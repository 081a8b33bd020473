import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ScoreBadge } from '../ScoreBadge/ScoreBadge.tsx';
import { Celebration } from './Celebration.tsx';

const meta = {
  title: 'Learning/Celebration',
  component: Celebration,
  tags: ['autodocs'],
  // Screenshots catch the pieces at rest: the burst ends hidden, so the story shows the earned score.
  args: { active: true, children: <ScoreBadge score={90} labels={{ score: 'Score' }} /> },
} satisfies Meta<typeof Celebration>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('90%')).toBeVisible();
  },
};
export const Inactive: Story = { args: { active: false } };

/** Celebrating on demand: each press plays the burst again. */
export const Replay: Story = {
  render: function Replay(args) {
    const [round, setRound] = useState(0);
    return (
      <div style={{ display: 'grid', justifyItems: 'start', gap: '2rem', padding: '2rem' }}>
        <Celebration key={round} {...args} active={round > 0} />
        <Button onClick={() => setRound((r) => r + 1)}>Celebrate</Button>
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-active="true"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Celebrate' }));
    await expect(canvasElement.querySelector('[data-active="true"]')).not.toBeNull();
  },
};
