import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ChatBubble } from '../ChatBubble/ChatBubble.tsx';
import { ChatThread } from './ChatThread.tsx';

const meta = {
  title: 'Learning/ChatThread',
  component: ChatThread,
  tags: ['autodocs'],
  args: { label: 'Conversation', maxHeight: '14rem', minHeight: '8rem' },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof ChatThread>;

export default meta;
type Story = StoryObj<typeof meta>;

const opening = [
  { id: 1, author: 'tutor' as const, text: 'Muraho! Ask me how to say anything.' },
  { id: 2, author: 'learner' as const, text: 'How do I say thank you?' },
  { id: 3, author: 'tutor' as const, text: '"Murakoze" means thank you.' },
  { id: 4, author: 'learner' as const, text: 'And good evening?' },
  { id: 5, author: 'tutor' as const, text: '"Mwiriwe" means good afternoon or good evening.' },
  { id: 6, author: 'learner' as const, text: 'How do I say please?' },
  { id: 7, author: 'tutor' as const, text: 'Say "mbabarira" to ask kindly, or "nyamuneka".' },
  { id: 8, author: 'learner' as const, text: 'And good morning?' },
];

/** New messages scroll into view while the reader is at the end of the thread. */
export const Conversation: Story = {
  render: (args) => {
    const [messages, setMessages] = useState(opening);
    const add = () =>
      setMessages((list) => [
        ...list,
        {
          id: list.length + 1,
          author: 'tutor',
          text: `"Mwaramutse" means good morning (${list.length + 1}).`,
        },
      ]);
    return (
      <>
        <ChatThread {...args}>
          {messages.map((m) => (
            <ChatBubble
              key={m.id}
              author={m.author}
              labels={{ learner: 'You said', tutor: 'Tutor said' }}
              text={m.text}
            />
          ))}
        </ChatThread>
        <Button onClick={add} style={{ marginTop: '0.5rem' }}>
          Add a reply
        </Button>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    const atEnd = () => log.scrollHeight - log.scrollTop - log.clientHeight < 2;
    await waitFor(() => expect(atEnd()).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a reply' }));
    await waitFor(() => expect(atEnd()).toBe(true));
    // Reading back up (well above the last messages): a new message does not pull the reader down.
    await expect(log.scrollHeight - log.clientHeight).toBeGreaterThan(100);
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a reply' }));
    await expect(log.scrollTop).toBe(0);
    log.scrollTop = log.scrollHeight;
  },
};

export const DarkTheme: Story = { ...Conversation, play: undefined, globals: { theme: 'dark' } };
