// Stories of ChoiceExercise: every state, both themes and 360 px, with play tests that drive the keyboard.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AudioButton } from '../AudioButton/AudioButton.tsx';
import { ChoiceExercise } from './ChoiceExercise.tsx';

const meta = {
  title: 'Learning/ChoiceExercise',
  component: ChoiceExercise,
  tags: ['autodocs'],
  args: {
    prompt: 'What does "amazi" mean?',
    options: ['Water', 'Milk', 'Bread', 'Tea'],
    correctIndex: 0,
    onAnswer: fn(),
    onContinue: fn(),
    progressLabel: '2 of 8',
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof ChoiceExercise>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Check' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Correct: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Water' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Water' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Check' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Correct');
    await expect(args.onAnswer).toHaveBeenCalledWith({ index: 0, isCorrect: true });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus());
  },
};

export const Incorrect: Story = {
  args: { explanation: 'Amata is milk.' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    // Held like a real key press: Radix selects on the focus that follows the arrow.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Milk' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Incorrect');
    await expect(canvas.getByRole('status')).toHaveTextContent('The answer is: Water');
    await expect(canvas.getByRole('radio', { name: /Milk.*Incorrect/ })).toBeDisabled();
    await expect(args.onAnswer).toHaveBeenCalledWith({ index: 1, isCorrect: false });
  },
};

export const ListenAndChoose: Story = {
  args: {
    prompt: 'Which word do you hear?',
    audio: <AudioButton state="idle" onPlay={fn()} size="md" />,
    options: ['amazi', 'amata', 'umugati', 'icyayi'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Which word do you hear?' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Play pronunciation' })).toBeInTheDocument();
  },
};

export const Narrow: Story = {
  ...Incorrect,
  args: {
    ...Incorrect.args,
    prompt: 'What does "amazi meza yo kunywa" mean in this sentence?',
    explanation: 'Amata is milk; amazi is water, and meza says it is clean enough to drink.',
  },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

export const DarkTheme: Story = { ...Incorrect, globals: { theme: 'dark' } };
