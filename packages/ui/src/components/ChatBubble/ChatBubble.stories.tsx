import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { AudioState } from '../AudioButton/AudioButton.tsx';
import { RichContent } from '../RichContent/RichContent.tsx';
import { ChatBubble } from './ChatBubble.tsx';

const meta = {
  title: 'Learning/ChatBubble',
  component: ChatBubble,
  tags: ['autodocs'],
  args: {
    author: 'tutor',
    text: '"Muraho" means hello. You can say muraho to anyone, at any time of day.',
    highlight: 'muraho',
    highlightLang: 'rw',
    pronunciation: 'moo-RAH-ho',
    confidence: 0.92,
    audio: { state: 'idle', onPlay: fn(), onStop: fn() },
  },
  decorators: [
    (Story) => <div style={{ display: 'flex', flexDirection: 'column', maxWidth: '40rem' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof ChatBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tutor: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const marks = canvasElementMarks(canvas.getByText(/means hello/).closest('p')!);
    await expect(marks).toEqual(['Muraho', 'muraho']);
    await userEvent.click(canvas.getByRole('button', { name: 'Play pronunciation' }));
    await expect(args.audio?.onPlay).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Confidence 92%')).toBeInTheDocument();
  },
};
function canvasElementMarks(p: HTMLElement) {
  return [...p.querySelectorAll('mark')].map((m) => m.textContent);
}
export const Learner: Story = {
  args: {
    author: 'learner',
    text: 'How do I say hello?',
    highlight: undefined,
    pronunciation: undefined,
    confidence: undefined,
    audio: undefined,
  },
};
export const AudioLoading: Story = { args: { audio: { state: 'loading', onPlay: fn() } } };
export const AudioPlaying: Story = { args: { audio: { state: 'playing', onPlay: fn(), onStop: fn() } } };
export const AudioError: Story = {
  args: {
    audio: { state: 'error', onPlay: fn() },
    audioError: "Sorry, I couldn't play the audio. Please try again.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("couldn't play the audio");
    await expect(canvas.getByRole('button', { name: 'Audio failed. Try again' })).toBeEnabled();
  },
};
export const LowConfidence: Story = { args: { confidence: 0.3, audio: undefined, pronunciation: undefined } };
export const Conversation: Story = {
  render: function Conversation(args) {
    const [state, setState] = useState<AudioState>('idle');
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <ChatBubble author="learner" text="How do I say hello?" />
        <ChatBubble
          {...args}
          audio={{ state, onPlay: () => setState('playing'), onStop: () => setState('idle') }}
        />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play pronunciation' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Stop audio' }));
    await expect(canvas.getByRole('button', { name: 'Play pronunciation' })).toBeInTheDocument();
  },
};
export const DarkTheme: Story = { ...Conversation, globals: { theme: 'dark' } };

/** A structured answer (RichContent) on a 360 px phone: the wide table stacks its rows inside the bubble. */
export const StructuredAnswerOnAPhone: Story = {
  args: {
    text: 'Adjectives follow the noun and take its prefix.',
    confidence: 0.85,
    audio: undefined,
    pronunciation: undefined,
    highlight: undefined,
    body: (
      <RichContent
        exampleLang="rw"
        blocks={[
          {
            kind: 'paragraph',
            spans: [{ text: 'Adjectives come ' }, { text: 'after', strong: true }, { text: ' the noun.' }],
          },
          {
            kind: 'table',
            caption: 'Adjective agreement',
            header: ['Class', 'Noun', '-iza', '-nini', '-to', '-bi'],
            rows: [
              ['1', 'umuntu', 'mwiza', 'munini', 'muto', 'mubi'],
              ['7', 'igitabo', 'cyiza', 'kinini', 'gito', 'kibi'],
            ],
          },
          { kind: 'example', text: 'Umuntu mwiza.', translation: 'A good person.' },
        ]}
      />
    ),
  },
  decorators: [
    (Story) => <div style={{ width: 360, display: 'flex', flexDirection: 'column' }}>{Story()}</div>,
  ],
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Adjective agreement' });
    // On a phone the table's rows stack (RichContent): every column shows, nothing scrolls sideways.
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(canvas.getByRole('cell', { name: 'kibi' })).toBeVisible();
    const bubble = canvasElement.querySelector<HTMLElement>('[data-component="ChatBubble"]')!;
    await expect(bubble.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(canvas.getByText('Tutor said:', { exact: false })).toBeInTheDocument();
  },
};
