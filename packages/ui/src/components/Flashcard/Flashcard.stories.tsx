// Stories of Flashcard: every state, both themes and 360 px, with play tests that drive the keyboard.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AudioButton } from '../AudioButton/AudioButton.tsx';
import { Flashcard } from './Flashcard.tsx';

const meta = {
  title: 'Learning/Flashcard',
  component: Flashcard,
  tags: ['autodocs'],
  args: {
    front: 'murakoze',
    back: 'thank you',
    frontLang: 'rw',
    backLang: 'en',
    onGrade: fn(),
    onFlip: fn(),
    gradeHints: { again: '1 min', hard: '6 min', good: '10 min', easy: '8 days' },
  },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof Flashcard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Front: Story = {
  args: { audio: <AudioButton state="idle" onPlay={fn()} size="md" /> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: 'How well did you remember?' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Show answer' })).toBeInTheDocument();
  },
};

export const FlipAndGrade: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show answer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFlip).toHaveBeenCalledWith(true);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Answer' })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Again/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Good/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onGrade).toHaveBeenCalledWith('good');
  },
};

export const Back: Story = {
  args: {
    isFlipped: true,
    back: (
      <>
        thank you
        <br />
        <small>“Murakoze cyane” — thank you very much.</small>
      </>
    ),
  },
};

export const CustomLabels: Story = {
  args: {
    isFlipped: true,
    gradeHints: undefined,
    labels: { again: 'Forgot', hard: 'Barely', good: 'Got it', easy: 'Too easy', back: 'Meaning' },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot' }));
    await expect(args.onGrade).toHaveBeenCalledWith('again');
    await expect(canvas.getByRole('region', { name: 'Meaning' })).toBeInTheDocument();
  },
};

export const Narrow: Story = {
  args: { isFlipped: true, front: 'umunyamahanga', back: 'a foreigner, a stranger' },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

export const DarkTheme: Story = { ...Back, globals: { theme: 'dark' } };
