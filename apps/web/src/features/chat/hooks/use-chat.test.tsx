// useChat: a question goes out with the learner's email (not for a native word's pronunciation), the answer or
// the right error joins the conversation, and nothing is sent while an answer is awaited or the tutor is out of
// reach. The server, the health check, the session and the offline tutor are fakes.

import { act, renderHook, waitFor } from '@testing-library/react';
import type { ChatRequest, ChatResponse } from '@vuga/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessages } from '../chat-content.ts';
import { nextPracticeQuestion, useChat } from './use-chat.ts';

const fakes = vi.hoisted(() => ({
  health: { isPending: false, isSuccess: true },
  offlineTutor: 'none',
  sendChat: vi.fn<(body: ChatRequest) => Promise<ChatResponse>>(),
}));

vi.mock('../api/get-health.ts', () => ({ useHealth: () => fakes.health }));
vi.mock('../api/send-chat.ts', () => ({ sendChat: fakes.sendChat }));
vi.mock('../../../lib/auth/use-auth.ts', () => ({ useAuth: () => ({ user: { email: 'ana@vuga.test' } }) }));
vi.mock('../../../lib/offline-tutor/offline-tutor.ts', () => ({
  useOfflineTutor: () => ({ status: fakes.offlineTutor }),
  warmOfflineTutor: () => {},
  chatWithFallback: async (_body: ChatRequest, request: () => Promise<ChatResponse>) => ({
    value: await request(),
    offline: false,
  }),
}));

const answer = (text: string) => ({ response: text, confidence: 0.9 }) as unknown as ChatResponse;

beforeEach(() => {
  fakes.health = { isPending: false, isSuccess: true };
  fakes.offlineTutor = 'none';
  fakes.sendChat.mockReset();
});

describe('useChat', () => {
  it('adds the question and the answer, sending the learner’s email', async () => {
    fakes.sendChat.mockResolvedValue(answer('Muraho means hello'));
    const { result } = renderHook(() => useChat());
    await act(() => result.current.ask('  What does muraho mean?  '));
    expect(fakes.sendChat).toHaveBeenCalledWith({
      question: 'What does muraho mean?',
      user_email: 'ana@vuga.test',
    });
    expect(result.current.messages.slice(1).map(({ author, text }) => [author, text])).toEqual([
      ['learner', 'What does muraho mean?'],
      ['tutor', 'Muraho means hello'],
    ]);
    expect(result.current.pending).toBe(false);
  });

  it('asks for a pronunciation without the email, and says so when it fails', async () => {
    fakes.sendChat.mockRejectedValue(new TypeError('offline'));
    const { result } = renderHook(() => useChat());
    await act(() => result.current.ask('inka', { pronunciation: true }));
    expect(fakes.sendChat).toHaveBeenCalledWith({ question: 'inka' });
    expect(result.current.messages.at(-1)).toMatchObject({
      author: 'tutor',
      text: chatMessages.pronunciationError,
      isError: true,
    });
  });

  it('sends nothing blank, nothing while an answer is awaited', async () => {
    let reply: (response: ChatResponse) => void = () => {};
    fakes.sendChat.mockReturnValue(new Promise((resolve) => (reply = resolve)));
    const { result } = renderHook(() => useChat());
    await act(() => result.current.ask('   '));
    expect(fakes.sendChat).not.toHaveBeenCalled();
    act(() => void result.current.ask('first'));
    await waitFor(() => expect(result.current.pending).toBe(true));
    await act(() => result.current.ask('second'));
    expect(fakes.sendChat).toHaveBeenCalledTimes(1);
    await act(async () => reply(answer('ok')));
    expect(result.current.pending).toBe(false);
  });

  it('is disconnected without the server, unless the offline tutor is stored', async () => {
    fakes.health = { isPending: false, isSuccess: false };
    const { result, rerender } = renderHook(() => useChat());
    expect(result.current.connection).toBe('disconnected');
    expect(result.current.disconnected).toBe(true);
    await act(() => result.current.ask('hello'));
    expect(fakes.sendChat).not.toHaveBeenCalled();
    fakes.offlineTutor = 'installed';
    rerender();
    expect(result.current.disconnected).toBe(false);
    expect(result.current.answeringOffline).toBe(true);
  });
});

describe('nextPracticeQuestion', () => {
  it('asks for the same category, or any for a mixed one', () => {
    expect(nextPracticeQuestion('mixed')).toBe('Quiz me');
    expect(nextPracticeQuestion('body-parts')).toBe('Quiz me on body parts');
  });
});
