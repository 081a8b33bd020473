import type { Meta, StoryObj } from '@storybook/react-vite';
import { StarIcon } from '../../icons/icons.tsx';
import { Badge, badgeTones } from './Badge.tsx';

const meta = {
  title: 'Foundations/Badge',
  component: Badge,
  tags: ['autodocs'],
  argTypes: { tone: { control: 'select', options: badgeTones } },
  args: { children: 'Beginner' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const AllTones: Story['render'] = (args) => (
  <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
    {badgeTones.map((tone) => (
      <Badge key={tone} {...args} tone={tone}>
        {tone}
      </Badge>
    ))}
  </div>
);

export const Neutral: Story = {};
export const Tones: Story = { render: AllTones };
export const Small: Story = { args: { size: 'sm', tone: 'accent', children: 'New' } };
export const WithIcon: Story = { args: { tone: 'success', icon: <StarIcon />, children: 'Quiz master' } };
export const DarkTheme: Story = { render: AllTones, globals: { theme: 'dark' } };
