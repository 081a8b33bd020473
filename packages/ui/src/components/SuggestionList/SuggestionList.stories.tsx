import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SuggestionList } from './SuggestionList.tsx';

const meta = {
  title: 'Learning/SuggestionList',
  component: SuggestionList,
  tags: ['autodocs'],
  args: {
    title: 'Try asking',
    onSelect: fn(),
    suggestions: [
      'How do I say hello?',
      'What does "murakoze" mean?',
      'Count to ten',
      'How do I greet an elder?',
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof SuggestionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Try asking' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Count to ten' }));
    await expect(args.onSelect).toHaveBeenCalledWith('Count to ten');
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };
