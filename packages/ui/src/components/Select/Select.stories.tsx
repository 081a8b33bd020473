import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select } from './Select.tsx';

const difficulties = [
  { value: 'mixed', label: 'Mixed' },
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
];

const meta = {
  title: 'Foundations/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Difficulty', options: difficulties, defaultValue: 'mixed', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Difficulty' });
    await userEvent.selectOptions(select, 'advanced');
    await expect(select).toHaveValue('advanced');
    await expect(args.onChange).toHaveBeenCalled();
  },
};
export const Grouped: Story = {
  args: {
    label: 'Word',
    defaultValue: undefined,
    placeholder: 'Choose a word',
    options: [
      { value: 'a', label: 'First item', group: 'Greetings' },
      { value: 'b', label: 'Second item', group: 'Greetings' },
      { value: 'c', label: 'Third item', group: 'Numbers' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Numbers' })).toBeInTheDocument();
  },
};
export const WithError: Story = {
  args: { required: true, placeholder: 'Choose…', defaultValue: '', error: 'Please choose a difficulty.' },
};
export const Disabled: Story = { args: { disabled: true } };
export const DarkTheme: Story = {
  args: { hint: 'Mixed draws from every level.' },
  globals: { theme: 'dark' },
};
