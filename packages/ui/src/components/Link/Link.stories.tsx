import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link, linkVariants } from './Link.tsx';

const meta = {
  title: 'Foundations/Link',
  component: Link,
  tags: ['autodocs'],
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  args: { href: '#faq', children: 'Read the FAQ' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Questions? <Link {...args} /> or write to us.
    </p>
  ),
};
export const Standalone: Story = { args: { variant: 'standalone' } };
export const Muted: Story = { args: { variant: 'muted', children: 'Privacy' } };
export const External: Story = {
  args: { href: 'https://example.org', isExternal: true, children: 'Common Voice' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Common Voice (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
export const AsChild: Story = {
  render: () => (
    <Link asChild variant="standalone">
      <a href="#router">Rendered by a router</a>
    </Link>
  ),
};
export const DarkTheme: Story = { ...Inline, globals: { theme: 'dark' } };
