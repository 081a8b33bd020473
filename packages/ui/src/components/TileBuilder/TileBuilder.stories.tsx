// Stories of TileBuilder: every state, both themes and 360 px, with play tests that drive the keyboard.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { TileBuilder } from './TileBuilder.tsx';

const meta = {
  title: 'Learning/TileBuilder',
  component: TileBuilder,
  tags: ['autodocs'],
  args: {
    prompt: 'Translate: good morning, friends',
    tiles: ['nshuti', 'mwiriwe', 'Mwaramutse', 'neza'],
    answer: ['Mwaramutse', 'nshuti'],
    tileLang: 'rw',
    onAnswer: fn(),
    onContinue: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof TileBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

const line = (canvas: { getByRole: (role: 'list', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('list', { name: 'Your answer' });

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Check' })).toBeDisabled();
    await expect(line(canvas)).toBeEmptyDOMElement();
  },
};

export const BuiltWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // Tab to the first bank tile ("nshuti") and place it, then place "Mwaramutse".
    await userEvent.click(canvas.getByRole('button', { name: 'nshuti' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'mwiriwe' })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mwaramutse' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Placed tiles leave the bank (an outline stays, hidden from screen readers) for the answer line.
    await expect(canvas.queryByRole('button', { name: 'nshuti' })).toBeNull();
    await expect(line(canvas)).toHaveTextContent('nshutiMwaramutse');
    // Wrong order: move "Mwaramutse" to the front with Shift + ←.
    const placed = canvas.getByRole('button', { name: 'Mwaramutse, 2 of 2' });
    placed.focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mwaramutse, 1 of 2' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(canvas.getAllByRole('status').at(-1)).toHaveTextContent('Correct');
    await expect(args.onAnswer).toHaveBeenCalledWith({ words: ['Mwaramutse', 'nshuti'], isCorrect: true });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus());
  },
};

export const TakeBack: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'neza' }));
    await userEvent.click(canvas.getByRole('button', { name: 'mwiriwe' }));
    await userEvent.click(canvas.getByRole('button', { name: 'neza, 1 of 2' }));
    await expect(line(canvas)).toHaveTextContent(/^mwiriwe/);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'mwiriwe, 1 of 1' })).toHaveFocus());
  },
};

export const Incorrect: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'mwiriwe' }));
    await userEvent.click(canvas.getByRole('button', { name: 'nshuti' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    const feedback = canvas.getAllByRole('status').at(-1)!;
    await expect(feedback).toHaveTextContent('Incorrect');
    await expect(feedback).toHaveTextContent('The answer is: Mwaramutse nshuti');
    await expect(args.onAnswer).toHaveBeenCalledWith({ words: ['mwiriwe', 'nshuti'], isCorrect: false });
    await expect(canvas.getByRole('button', { name: 'neza' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Narrow: Story = {
  ...Incorrect,
  args: {
    prompt: 'Translate: good morning, my friends from the market',
    tiles: ['nshuti', 'mwiriwe', 'Mwaramutse', 'neza', 'zanjye', 'zo', 'ku', 'isoko'],
    answer: ['Mwaramutse', 'nshuti', 'zanjye', 'zo', 'ku', 'isoko'],
  },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

export const DarkTheme: Story = { ...Incorrect, globals: { theme: 'dark' } };
