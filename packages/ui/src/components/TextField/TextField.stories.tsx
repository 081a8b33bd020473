import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Foundations/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', type: 'email', name: 'email', autoComplete: 'email' },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.type(input, 'learner@vuga.test');
    await expect(input).toHaveValue('learner@vuga.test');
  },
};
export const WithHint: Story = { args: { hint: 'We never share your address.' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { label: 'Name', type: 'text', defaultValue: 'A', error: 'Name must be at least 2 characters' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Name');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Name must be at least 2 characters');
  },
};
export const WithCount: Story = {
  args: { label: 'Subject', type: 'text', maxLength: 60, showCount: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Subject'), 'Muraho');
    await expect(canvas.getByText('6/60')).toBeInTheDocument();
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'learner@vuga.test' } };
export const DarkTheme: Story = {
  args: { hint: 'We never share your address.', error: 'Enter a valid email.', required: true },
  globals: { theme: 'dark' },
};
