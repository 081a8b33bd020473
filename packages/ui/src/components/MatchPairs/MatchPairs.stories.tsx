// Stories of MatchPairs: every state, both themes and 360 px, with play tests that drive the keyboard.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MatchPairs } from './MatchPairs.tsx';

const meta = {
  title: 'Learning/MatchPairs',
  component: MatchPairs,
  tags: ['autodocs'],
  args: {
    prompt: 'Match the words with their meanings',
    pairs: [
      { id: 'water', left: 'amazi', right: 'water' },
      { id: 'milk', left: 'amata', right: 'milk' },
      { id: 'bread', left: 'umugati', right: 'bread' },
    ],
    rightOrder: ['bread', 'water', 'milk'],
    leftLang: 'rw',
    rightLang: 'en',
    onAttempt: fn(),
    onComplete: fn(),
    onContinue: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof MatchPairs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'amazi' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'amazi' })).toHaveAttribute('aria-pressed', 'true');
    // Choosing it again lets it go.
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'amazi' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Mismatch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'amazi' }));
    await userEvent.click(canvas.getByRole('button', { name: 'milk' }));
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('amazi and milk are not a pair');
    await expect(canvas.getByRole('button', { name: 'milk' })).toHaveAttribute('data-state', 'mismatched');
    await expect(args.onAttempt).toHaveBeenCalledWith({ leftId: 'water', rightId: 'milk', isMatch: false });
  },
};

export const PartlyMatched: Story = {
  play: async ({ canvas, userEvent }) => {
    // From the right column first: either side can start a pair.
    await userEvent.click(canvas.getByRole('button', { name: 'water' }));
    await userEvent.click(canvas.getByRole('button', { name: 'amazi' }));
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Matched: amazi and water');
    await expect(canvas.getByRole('button', { name: 'amazi, matched' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // A locked tile cannot be chosen again.
    await userEvent.click(canvas.getByRole('button', { name: 'water, matched' }));
    await expect(canvas.getByRole('button', { name: 'water, matched' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Complete: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'amata' }));
    await userEvent.click(canvas.getByRole('button', { name: 'bread' }));
    for (const [left, right] of [
      ['amazi', 'water'],
      ['amata', 'milk'],
      ['umugati', 'bread'],
    ] as const) {
      await userEvent.click(canvas.getByRole('button', { name: left }));
      await userEvent.click(canvas.getByRole('button', { name: right }));
    }
    await expect(args.onComplete).toHaveBeenCalledWith({ mistakes: 1 });
    await expect(canvas.getAllByRole('status')[1]).toHaveTextContent('All pairs matched');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus());
  },
};

export const Narrow: Story = {
  ...Mismatch,
  args: {
    pairs: [
      { id: 'water', left: 'amazi', right: 'water' },
      { id: 'milk', left: 'amata', right: 'milk' },
      { id: 'bread', left: 'umugati', right: 'bread' },
      { id: 'foreigner', left: 'umunyamahanga', right: 'a foreigner, a stranger' },
    ],
    rightOrder: ['foreigner', 'bread', 'water', 'milk'],
  },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

export const DarkTheme: Story = { ...PartlyMatched, globals: { theme: 'dark' } };
