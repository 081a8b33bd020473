import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StarIcon } from '../../icons/icons.tsx';
import { StatCard, statCardTones } from './StatCard.tsx';

const meta = {
  title: 'Foundations/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  argTypes: { tone: { control: 'inline-radio', options: statCardTones } },
  args: {
    label: 'Learning streak',
    value: '4 days',
    hint: 'Keep it going tomorrow',
    style: { maxWidth: '16rem' },
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('Learning streak');
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('4 days');
  },
};
export const WithIcon: Story = {
  args: { icon: <StarIcon />, tone: 'accent', label: 'Average score', value: '86%' },
};
export const Grid: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: 12 }}>
      <StatCard label="Total users" value={128} tone="accent" />
      <StatCard label="Active today" value={17} tone="success" />
      <StatCard label="Errors" value={0} tone="critical" hint="Last 24 hours" />
      <StatCard label="Uptime" value="Online" tone="warning" />
    </div>
  ),
};
export const DarkTheme: Story = { ...Grid, globals: { theme: 'dark' } };
