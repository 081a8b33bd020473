import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Accordion, AccordionContent, AccordionItem, AccordionRoot, AccordionTrigger } from './Accordion.tsx';

const meta = {
  title: 'Foundations/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: {
    onValueChange: fn(),
    items: [
      { value: 'free', title: 'Is it free?', content: 'Yes, every feature is free.' },
      {
        value: 'audio',
        title: 'Where does the audio come from?',
        content: 'Recordings and speech synthesis.',
      },
      { value: 'account', title: 'Do I need an account?', content: 'Only to save your progress.' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const first = canvas.getByRole('button', { name: 'Is it free?' });
    const second = canvas.getByRole('button', { name: 'Where does the audio come from?' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    // One open at a time: opening the second closes the first.
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('audio');
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};
export const OneOpen: Story = { args: { defaultValue: 'audio' } };
export const DarkTheme: Story = { args: { defaultValue: 'free' }, globals: { theme: 'dark' } };

/**
 * The parts composed by hand: a badge in a question, an answer laid out your way. `AccordionTrigger` takes
 * `asChild` to make your own button element the question (it gets the ARIA, state and toggling).
 */
export const Composed: Story = {
  render: () => (
    <AccordionRoot headingLevel={2} defaultValue="new">
      <AccordionItem value="new">
        <AccordionTrigger>
          <span>
            What is new? <Badge tone="info">2</Badge>
          </span>
        </AccordionTrigger>
        <AccordionContent>Listening lessons and a review desk.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="old">
        <AccordionTrigger asChild>
          <button type="button" data-testid="own-button">
            What changed?
          </button>
        </AccordionTrigger>
        <AccordionContent>Nothing you relied on.</AccordionContent>
      </AccordionItem>
    </AccordionRoot>
  ),
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: 'What is new? 2' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(first.parentElement?.tagName).toBe('H2');
    const own = canvas.getByTestId('own-button');
    await expect(own).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowDown}');
    await expect(own).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(own).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'What changed?' })).toHaveTextContent(
      'Nothing you relied on.',
    );
  },
};
