import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Foundations/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Message', name: 'message', maxLength: 500, showCount: true },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const area = canvas.getByLabelText('Message');
    await userEvent.type(area, 'Line one{Enter}Line two');
    await expect(area).toHaveValue('Line one\nLine two');
    await expect(canvas.getByText('17/500')).toBeInTheDocument();
  },
};
export const WithHint: Story = { args: { hint: 'Tell us what went well and what did not.' } };
export const WithError: Story = { args: { required: true, error: 'Please enter a message.' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sent.' } };
export const DarkTheme: Story = {
  args: { hint: 'Up to 500 characters.', defaultValue: 'Muraho!' },
  globals: { theme: 'dark' },
};
