import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CloseIcon, SpeakerIcon } from '../../icons/icons.tsx';
import { buttonSizes, buttonVariants } from '../Button/Button.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Foundations/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
  args: { label: 'Play pronunciation', icon: <SpeakerIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Play pronunciation' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', label: 'Close', icon: <CloseIcon /> } };
export const Loading: Story = { args: { isLoading: true } };
export const DarkTheme: Story = { args: { variant: 'secondary' }, globals: { theme: 'dark' } };
