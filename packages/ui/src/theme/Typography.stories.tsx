import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type TextRole, text } from './typography.css.ts';

/** The type scale: one class per role, in the kit's typeface (Figtree, self-hosted, variable). */
const meta = {
  title: 'Foundations/Typography',
  tags: ['autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const samples: Record<TextRole, string> = {
  display: 'Learn Kinyarwanda',
  title: 'Your progress',
  heading: 'Recent quiz scores',
  subheading: 'Greetings and politeness',
  label: 'Words learned',
  body: 'Muraho means hello. Murakoze means thank you.',
  small: 'Practise today to keep your streak.',
  caption: 'Reviewed by a Kinyarwanda speaker',
  eyebrow: 'Lesson 3',
};

/** Every role of the scale, largest first, named by the class to use. */
export const Scale: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem', maxWidth: '40rem' }}>
      {(Object.keys(samples) as TextRole[]).map((role) => (
        <div key={role} style={{ display: 'grid', gap: '0.125rem' }}>
          <span className={text.caption}>text.{role}</span>
          <p className={text[role]} style={{ margin: 0 }} data-role={role}>
            {samples[role]}
          </p>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const size = (role: TextRole) =>
      Number.parseFloat(getComputedStyle(canvasElement.querySelector(`[data-role="${role}"]`)!).fontSize);
    // Each step of the scale is larger than the next; the body is 16 px.
    const steps: TextRole[] = ['display', 'title', 'heading', 'subheading', 'body', 'small', 'caption'];
    for (const [i, role] of steps.slice(1).entries())
      await expect(size(steps[i]!)).toBeGreaterThan(size(role));
    await expect(size('body')).toBe(16);
    const family = getComputedStyle(canvasElement.querySelector('[data-role="body"]')!).fontFamily;
    await expect(family).toMatch(/^"Figtree Variable", "Figtree Variable Fallback"/);
    await document.fonts.ready;
    await expect(document.fonts.check('16px "Figtree Variable"')).toBe(true);
  },
};

/** Headings take the scale's roles by default: h1 a title, h2 a heading, h3 a subheading, h4 a label. */
export const Headings: Story = {
  render: () => (
    <div>
      <h1>Your progress</h1>
      <h2>Achievements</h2>
      <h3>First Quiz</h3>
      <h4>Finish your first quiz</h4>
    </div>
  ),
  play: async ({ canvas }) => {
    const size = (level: number) => getComputedStyle(canvas.getByRole('heading', { level })).fontSize;
    const h2 = document.createElement('h2');
    h2.className = text.heading;
    document.body.append(h2);
    await expect(size(2)).toBe(getComputedStyle(h2).fontSize);
    h2.remove();
    await expect(Number.parseFloat(size(1))).toBeGreaterThan(Number.parseFloat(size(2)));
  },
};
