import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Announcer, useAnnounce } from './Announcer.tsx';

function CopyButton() {
  const announce = useAnnounce();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button variant="secondary" onClick={() => announce('Translation copied')}>
        Copy
      </Button>
      <Button variant="danger" onClick={() => announce('Connection lost', 'assertive')}>
        Simulate error
      </Button>
    </div>
  );
}

const meta = {
  title: 'Foundations/Announcer',
  component: Announcer,
  tags: ['autodocs'],
  render: () => (
    <Announcer>
      <p>Messages are read by screen readers; nothing appears on screen.</p>
      <CopyButton />
    </Announcer>
  ),
} satisfies Meta<typeof Announcer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Translation copied'));
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate error' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Connection lost'));
  },
};
export const DarkTheme: Story = { globals: { theme: 'dark' } };
