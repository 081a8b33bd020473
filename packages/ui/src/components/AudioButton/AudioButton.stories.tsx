import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { AudioButton, type AudioState, audioStates } from './AudioButton.tsx';

const meta = {
  title: 'Learning/AudioButton',
  component: AudioButton,
  tags: ['autodocs'],
  argTypes: { state: { control: 'inline-radio', options: audioStates } },
  args: { state: 'idle', onPlay: fn(), onStop: fn() },
} satisfies Meta<typeof AudioButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play pronunciation' }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
  },
};
export const Loading: Story = { args: { state: 'loading' } };
export const Playing: Story = {
  args: { state: 'playing' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stop audio' }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};
export const ErrorState: Story = { name: 'Error', args: { state: 'error' } };
export const Cycle: Story = {
  render: function Cycle() {
    const [state, setState] = useState<AudioState>('idle');
    return <AudioButton state={state} onPlay={() => setState('playing')} onStop={() => setState('idle')} />;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play pronunciation' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Stop audio' }));
    await expect(canvas.getByRole('button', { name: 'Play pronunciation' })).toBeInTheDocument();
  },
};
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {audioStates.map((state) => (
        <AudioButton key={state} {...args} state={state} />
      ))}
    </div>
  ),
};
