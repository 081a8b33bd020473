// Stories of TypeAnswer: every state, both themes and 360 px, with play tests that drive the keyboard.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AudioButton } from '../AudioButton/AudioButton.tsx';
import { TypeAnswer, type TypeAnswerResult } from './TypeAnswer.tsx';

// The kit does not compare answers; each story's check returns the verdict a real comparer would give.
const verdictOf =
  (result: TypeAnswerResult) =>
  (_typed: string): TypeAnswerResult =>
    result;

const meta = {
  title: 'Learning/TypeAnswer',
  component: TypeAnswer,
  tags: ['autodocs'],
  args: {
    prompt: 'Write in Kinyarwanda: thank you',
    onCheck: fn(verdictOf({ verdict: 'exact', expected: 'murakoze' })),
    onAnswer: fn(),
    onContinue: fn(),
    inputLang: 'rw',
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof TypeAnswer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(canvas.getByRole('textbox', { name: 'Your answer' })).toHaveAccessibleDescription(
      'Type an answer first',
    );
    await expect(args.onCheck).not.toHaveBeenCalled();
  },
};

export const Exact: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Your answer' })).toHaveFocus();
    await userEvent.keyboard('murakoze{Enter}');
    await expect(args.onCheck).toHaveBeenCalledWith('murakoze');
    await expect(canvas.getByRole('status')).toHaveTextContent('Correct');
    await expect(canvas.getByRole('textbox')).toHaveAttribute('readonly');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus());
  },
};

export const Nearly: Story = {
  args: {
    onCheck: fn(
      verdictOf({
        verdict: 'nearly',
        expected: 'murakoze',
        diff: [
          { kind: 'same', text: 'murakoz' },
          { kind: 'extra', text: 'i' },
          { kind: 'missing', text: 'e' },
        ],
      }),
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your answer' }), 'murakozi{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Nearly');
    await expect(canvas.getByRole('status')).toHaveTextContent('The answer is: murakoze');
    await expect(args.onAnswer).toHaveBeenCalledWith(
      'murakozi',
      expect.objectContaining({ verdict: 'nearly' }),
    );
  },
};

export const Wrong: Story = {
  args: { onCheck: fn(verdictOf({ verdict: 'wrong', expected: 'murakoze' })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your answer' }), 'muraho');
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Incorrect');
    await expect(canvas.getByRole('status')).toHaveTextContent('The answer is: murakoze');
  },
};

export const WithAudio: Story = {
  args: { prompt: 'Write what you hear', audio: <AudioButton state="idle" onPlay={fn()} size="md" /> },
};

export const Narrow: Story = {
  ...Nearly,
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

export const DarkTheme: Story = { ...Nearly, globals: { theme: 'dark' } };
