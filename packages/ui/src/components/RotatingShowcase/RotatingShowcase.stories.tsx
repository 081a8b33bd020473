import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RotatingShowcase } from './RotatingShowcase.tsx';

const words = [
  { word: 'Muraho', meaning: 'Hello' },
  { word: 'Murakoze', meaning: 'Thank you' },
  { word: 'Amazi', meaning: 'Water' },
];

const items = words.map(({ word, meaning }) => ({
  id: word,
  content: (
    <p style={{ margin: 0, fontSize: '1.5rem' }}>
      <strong lang="rw">{word}</strong> — {meaning}
    </p>
  ),
}));

const meta = {
  title: 'Learning/RotatingShowcase',
  component: RotatingShowcase,
  tags: ['autodocs'],
  args: { items, label: 'Vocabulary showcase', intervalMs: 4000, onIndexChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof RotatingShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

const slideName = (el: HTMLElement) =>
  el.querySelector('[aria-roledescription="slide"]')?.getAttribute('aria-label');

export const Rotating: Story = {
  args: { intervalMs: 300 },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1), { timeout: 2000 });
    // Hovering holds the current item.
    const region = canvas.getByRole('region', { name: 'Vocabulary showcase' });
    await userEvent.hover(region);
    await expect(region).toHaveAttribute('data-state', 'paused');
    await userEvent.unhover(region);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause rotation' }));
    await userEvent.unhover(region);
    (document.activeElement as HTMLElement | null)?.blur();
    const held = slideName(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(slideName(canvasElement)).toBe(held);
    await expect(canvas.getByRole('button', { name: 'Start rotation' })).toBeInTheDocument();
  },
};
export const Paused: Story = {
  args: { autoPlay: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(slideName(canvasElement)).toBe('1 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(slideName(canvasElement)).toBe('2 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(slideName(canvasElement)).toBe('3 of 3');
  },
};
export const DarkTheme: Story = { args: { autoPlay: false }, globals: { theme: 'dark' } };
