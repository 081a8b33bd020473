import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, skeletonShapes } from './Skeleton.tsx';

const meta = {
  title: 'Foundations/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  args: { shape: 'text', width: '16rem' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Rect: Story = { args: { shape: 'rect', width: '16rem', height: '6rem' } };
export const Circle: Story = { args: { shape: 'circle', width: '3rem' } };
export const CardPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'flex', gap: 12, width: '20rem' }}>
      <Skeleton shape="circle" width="3rem" />
      <div style={{ flex: 1 }}>
        <Skeleton width="60%" />
        <Skeleton width="90%" />
      </div>
    </div>
  ),
};
export const DarkTheme: Story = { ...CardPlaceholder, globals: { theme: 'dark' } };
