import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SendIcon } from '../../icons/icons.tsx';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';

const meta = {
  title: 'Foundations/Button',
  component: Button,
  tags: ['autodocs'],
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  args: { children: 'Start Learning', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Learning' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete Account' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
};
export const WithIcon: Story = { args: { icon: <SendIcon />, children: 'Send' } };
export const Loading: Story = {
  args: { isLoading: true, children: 'Signing in' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Signing in' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Disabled: Story = { args: { disabled: true, title: 'Firebase configuration required' } };
/** A link styled as the button (a router's link in an app): still a link, with the button's look and its icon. */
export const AsLink: Story = {
  args: { variant: 'secondary', icon: <SendIcon />, iconPosition: 'end' },
  render: (args) => (
    <Button {...args} asChild>
      <a href="#quiz">Take Quiz</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Take Quiz' });
    await expect(link).toHaveAttribute('data-component', 'Button');
    await expect(link).toHaveAttribute('href', '#quiz');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
  },
};
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};
