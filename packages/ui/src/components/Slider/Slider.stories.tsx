import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Slider } from './Slider.tsx';

const meta = {
  title: 'Foundations/Slider',
  component: Slider,
  tags: ['autodocs'],
  args: {
    label: 'Number of questions',
    min: 5,
    max: 25,
    defaultValue: 10,
    formatValue: (n: number) => `${n} questions`,
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const thumb = canvas.getByRole('slider', { name: 'Number of questions' });
    await expect(thumb).toHaveAttribute('aria-valuenow', '10');
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '12');
    await expect(thumb).toHaveAttribute('aria-valuetext', '12 questions');
    await userEvent.keyboard('{End}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(25);
    await userEvent.keyboard('{Home}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '5');
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const DarkTheme: Story = { args: { defaultValue: 18 }, globals: { theme: 'dark' } };
