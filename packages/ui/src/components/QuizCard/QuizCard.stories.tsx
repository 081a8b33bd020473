import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { QuizCard } from './QuizCard.tsx';

const meta = {
  title: 'Learning/QuizCard',
  component: QuizCard,
  tags: ['autodocs'],
  args: {
    progressLabel: 'Question 3 of 10',
    question: 'What does "murakoze" mean?',
    options: ['Hello', 'Thank you', 'Goodbye', 'Please'],
    value: null,
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof QuizCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {
  render: function Interactive(args) {
    const [value, setValue] = useState<number | null>(args.value);
    return (
      <QuizCard
        {...args}
        value={value}
        onValueChange={(index) => {
          setValue(index);
          args.onValueChange?.(index);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'What does "murakoze" mean?' });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Hello' }));
    await expect(canvas.getByRole('radio', { name: 'Hello' })).toBeChecked();
    // Held like a real key press: Radix selects on the focus that follows the arrow, before the key is released.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Thank you' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Thank you' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
  },
};
export const Selected: Story = { args: { value: 1 } };
export const RevealedCorrect: Story = {
  args: {
    value: 1,
    reveal: { correctIndex: 1, explanation: '"Murakoze" is how you say thank you.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Thank you/ })).toBeDisabled();
    await expect(canvas.getByText(/Correct · Your answer/)).toBeInTheDocument();
  },
};
export const RevealedIncorrect: Story = {
  args: {
    value: 0,
    reveal: { correctIndex: 1, explanation: '"Muraho" is hello; "murakoze" is thank you.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Hello.*Incorrect/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Thank you.*Correct/ })).not.toBeChecked();
  },
};
export const Unanswered_Revealed: Story = {
  name: 'Revealed (unanswered)',
  args: { value: -1, reveal: { correctIndex: 1 } },
};
export const DarkTheme: Story = { ...RevealedIncorrect, globals: { theme: 'dark' } };
