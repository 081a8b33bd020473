// Stories of RichContent: a grammar note as blocks (paragraph with stress, table, list, examples with audio, a
// note), a wide table on a 320 px phone whose rows stack (each cell led by its column's name), and the dark theme.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AudioButton } from '../AudioButton/AudioButton.tsx';
import { type RichBlock, RichContent } from './RichContent.tsx';

const table: RichBlock = {
  kind: 'table',
  caption: 'Adjective agreement',
  header: ['Class', 'Noun', '-iza', '-nini', '-to', '-bi'],
  rows: [
    ['1', 'umuntu', 'mwiza', 'munini', 'muto', 'mubi'],
    ['2', 'abantu', 'beza', 'banini', 'bato', 'babi'],
    ['7', 'igitabo', 'cyiza', 'kinini', 'gito', 'kibi'],
    ['9', 'inzu', 'nziza', 'nini', 'nto', 'mbi'],
  ],
};

const grammarNote: RichBlock[] = [
  {
    kind: 'paragraph',
    spans: [
      { text: 'Adjectives come ' },
      { text: 'after', strong: true },
      { text: ' the noun and take its agreement prefix.' },
    ],
  },
  table,
  {
    kind: 'list',
    ordered: false,
    items: [
      [{ text: 'Vowels merge: mu + iza → mwiza.' }],
      [{ text: "Dahl's law before " }, { text: '-to', strong: true }, { text: ': gito, not kito.' }],
    ],
  },
  {
    kind: 'example',
    text: 'Umuntu mwiza.',
    translation: 'A good person.',
    audio: <AudioButton state="idle" onPlay={fn()} />,
  },
  { kind: 'example', text: 'Igitabo gito.', translation: 'A small book.', note: 'gi- by Dahl’s law' },
  { kind: 'note', spans: [{ text: 'Classes 15 and 16 follow the same pattern.' }] },
];

const meta = {
  title: 'Content/RichContent',
  component: RichContent,
  tags: ['autodocs'],
  args: { blocks: grammarNote, exampleLang: 'rw' },
  decorators: [(Story) => <div style={{ maxWidth: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof RichContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GrammarNote: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('after').tagName).toBe('STRONG');
    await expect(canvas.getByRole('table')).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(6);
    await expect(canvas.getByText('Umuntu mwiza.')).toHaveAttribute('lang', 'rw');
    await expect(canvas.getByRole('button', { name: 'Play pronunciation' })).toBeInTheDocument();
    // No markup syntax reaches the reader.
    await expect(canvas.queryByText(/\*\*|\|---/)).toBeNull();
  },
};

export const WideTableOnAPhone: Story = {
  args: { blocks: [table] },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Adjective agreement' });
    // The table is wider than the phone: its rows stack, every column shown, and nothing scrolls sideways.
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const lastColumn = canvas.getByRole('cell', { name: 'mbi' });
    await expect(lastColumn).toBeVisible();
    await expect(getComputedStyle(lastColumn, '::before').content).toBe('"-bi"');
    // Still a table for screen readers: its column names are there.
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(6);
    const root = region.closest<HTMLElement>('[data-component="RichContent"]')!;
    await expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(root.parentElement!.scrollWidth).toBeLessThanOrEqual(320);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
