import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import {
  Select,
  SelectControl,
  SelectError,
  SelectGroup,
  SelectHint,
  SelectLabel,
  SelectOption,
  SelectRoot,
} from './Select.tsx';

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

/**
 * The parts composed by hand: a badge in the label, options written as elements, and messages that are more than
 * text. The select is still named by its label and described by its error and hint.
 */
export const Composed: Story = {
  render: () => (
    <SelectRoot required>
      <SelectLabel>
        Voice <Badge tone="info">New</Badge>
      </SelectLabel>
      <SelectControl defaultValue="">
        <SelectOption value="">Choose a voice</SelectOption>
        <SelectGroup label="Kinyarwanda">
          <SelectOption value="amani">Amani</SelectOption>
          <SelectOption value="keza">Keza</SelectOption>
        </SelectGroup>
        <SelectOption value="none" disabled>
          No voice
        </SelectOption>
      </SelectControl>
      <SelectError>Choose the voice that reads answers aloud.</SelectError>
      <SelectHint>
        Voices are recorded by <strong>native speakers</strong>.
      </SelectHint>
    </SelectRoot>
  ),
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: /Voice/ });
    await expect(select).toBeRequired();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(
      'Choose the voice that reads answers aloud. Voices are recorded by native speakers.',
    );
    await expect(canvas.getByRole('group', { name: 'Kinyarwanda' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'keza');
    await expect(select).toHaveValue('keza');
  },
};

/** With `asChild` on `SelectControl`, your own `<select>` (a form library's) takes the kit's look and wiring. */
export const OwnSelect: Story = {
  render: () => (
    <SelectRoot>
      <SelectLabel>Level</SelectLabel>
      <SelectControl asChild>
        <select name="level" data-testid="own" defaultValue="b">
          <option value="a">Beginner</option>
          <option value="b">Intermediate</option>
        </select>
      </SelectControl>
      <SelectHint>Change it at any time.</SelectHint>
    </SelectRoot>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Level' });
    await expect(select).toBe(canvas.getByTestId('own'));
    await expect(select).toHaveAttribute('name', 'level');
    await expect(select).toHaveAccessibleDescription('Change it at any time.');
    await expect(select).toHaveValue('b');
  },
};
