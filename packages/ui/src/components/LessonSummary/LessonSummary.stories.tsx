// Stories of LessonSummary: a perfect lesson (celebrated), one with mistakes, one with nothing to score, both
// themes and 360 px.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { LessonSummary } from './LessonSummary.tsx';

const meta = {
  title: 'Learning/LessonSummary',
  component: LessonSummary,
  tags: ['autodocs'],
  args: {
    correct: 10,
    total: 10,
    durationMs: 125_000,
    words: [
      { text: 'amazi', gloss: 'water' },
      { text: 'umugati', gloss: 'bread' },
      { text: 'amata', gloss: 'milk' },
      { text: 'icyayi', gloss: 'tea' },
    ],
    wordsLang: 'rw',
    streak: 5,
    celebrate: true,
    actions: (
      <>
        <Button variant="secondary">Review words</Button>
        <Button>Next lesson</Button>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof LessonSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Perfect: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Lesson complete' })).toBeVisible();
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(canvas.getByText('10 of 10 right')).toBeVisible();
    await expect(canvas.getByText('2 min 05 s')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Words learned' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-component="Celebration"]')).toHaveAttribute(
      'data-active',
      'true',
    );
  },
};

export const WithMistakes: Story = {
  args: { correct: 7, total: 9, durationMs: 342_000, streak: 1, celebrate: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('78%')).toBeVisible();
    await expect(canvas.getByText('7 of 9 right')).toBeVisible();
    await expect(canvas.getByText('1 day')).toBeVisible();
    await expect(canvasElement.querySelector('[data-component="Celebration"]')).toHaveAttribute(
      'data-active',
      'false',
    );
  },
};

/** A lesson of listening only: no answers, so no accuracy; no words or streak passed. */
export const NothingToScore: Story = {
  args: { correct: 0, total: 0, durationMs: 48_000, words: undefined, streak: undefined, celebrate: false },
};

export const Narrow: Story = {
  ...WithMistakes,
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

export const DarkTheme: Story = { ...Perfect, globals: { theme: 'dark' } };
