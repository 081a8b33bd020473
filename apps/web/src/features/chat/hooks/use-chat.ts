// The chat screen's state: the conversation, the question being answered, the tutor's connection (and the
// offline tutor that answers without it), a notice about audio, and where the focus and the scroll go.
import type { ChatResponse } from '@vuga/api-client';
import { audioUrl } from '@vuga/api-client';
import { type ConnectionState, confidenceTone } from '@vuga/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiClient } from '../../../lib/api-client.ts';
import { useAudioPlayer } from '../../../lib/audio-player.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useOnline } from '../../../lib/offline/app-status.ts';
import { withKeptChatAudio } from '../../../lib/offline/course-audio.ts';
import {
  chatWithFallback,
  useOfflineTutor,
  warmOfflineTutor,
} from '../../../lib/offline-tutor/offline-tutor.ts';
import { offlineTutorContent } from '../../../lib/offline-tutor/offline-tutor-content.ts';
import { getSettings } from '../../../lib/settings.ts';
import { useHealth } from '../api/get-health.ts';
import { sendChat } from '../api/send-chat.ts';
import { chatMessages, chatWords, inputFocusDelayMs } from '../chat-content.ts';
import { chatErrorMessage } from '../chat-errors.ts';

export interface Message {
  id: string;
  author: 'learner' | 'tutor';
  text: string;
  response?: ChatResponse;
  /** Answered by the offline tutor on this device. */
  offline?: boolean;
  isError?: boolean;
}

const greeting = (): Message => ({ id: 'welcome', author: 'tutor', text: chatWords.greeting });

let nextId = 0;
const messageId = () => `m${++nextId}`;

/** What the tutor is asked for the next practice question of the same category. */
export const nextPracticeQuestion = (category: string) =>
  category === 'mixed' ? 'Quiz me' : `Quiz me on ${category.replace(/-/g, ' ')}`;

export function useChat() {
  const { user } = useAuth();
  const health = useHealth();
  const [messages, setMessages] = useState<Message[]>(() => [greeting()]);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const audio = useAudioPlayer();
  const logRef = useRef<HTMLDivElement>(null);
  const composerRef = useRef<HTMLDivElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);

  const connection: ConnectionState = health.isPending
    ? 'checking'
    : health.isSuccess
      ? 'connected'
      : 'disconnected';
  // With the tutor stored on this device, a chat with no server is answered here (lib/offline-tutor).
  const offlineTutor = useOfflineTutor().status === 'installed';
  const [answeredOffline, setAnsweredOffline] = useState(false);
  const disconnected = connection === 'disconnected' && !offlineTutor;
  const online = useOnline();
  useEffect(() => {
    if (!online || connection === 'disconnected') warmOfflineTutor();
  }, [online, connection]);

  // Focus the message box after a short delay so screen readers first announce the page (docs/product.md §9)
  // — unless the learner has already put the focus on something of the chat (a suggestion, a practice
  // question's button).
  useEffect(() => {
    const timer = setTimeout(() => {
      if (screenRef.current?.contains(document.activeElement)) return;
      composerRef.current?.querySelector('textarea')?.focus();
    }, inputFocusDelayMs);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const log = logRef.current;
    if (log && messages.length > 0) log.scrollTop = log.scrollHeight;
  }, [messages]);

  const playResponse = useCallback(
    async (key: string, response: ChatResponse) => {
      if (!response.audio_url) return false;
      const ok = await audio.play(key, audioUrl(apiClient.baseUrl, response.audio_url, response.source));
      // Offline, a recording that is not kept on this device (lib/offline/course-audio.ts) needs the network.
      if (!ok) setNotice(navigator.onLine ? chatMessages.audioError : offlineTutorContent.audioNeedsNetwork);
      return ok;
    },
    [audio],
  );

  const ask = useCallback(
    async (question: string, { pronunciation = false } = {}) => {
      const text = question.trim();
      if (!text || pending || disconnected) return;
      setNotice(null);
      setMessages((list) => [...list, { id: messageId(), author: 'learner', text }]);
      setPending(true);
      try {
        // The native-word button omits the email (docs/product.md §7).
        const body = pronunciation
          ? { question: text }
          : { question: text, user_email: user?.email ?? undefined };
        const { value, offline } = await chatWithFallback(body, () => sendChat(body));
        const response = offline ? await withKeptChatAudio(value) : value;
        setAnsweredOffline(offline);
        const id = messageId();
        setMessages((list) => [...list, { id, author: 'tutor', text: response.response, response, offline }]);
        // A guess (the warning band) is only heard when asked for, never read aloud on its own.
        const guess = confidenceTone(response.confidence) === 'warning';
        if (pronunciation || (getSettings().preferences.autoPlay && !guess)) void playResponse(id, response);
      } catch (error) {
        const message = pronunciation ? chatMessages.pronunciationError : chatErrorMessage(error);
        setMessages((list) => [...list, { id: messageId(), author: 'tutor', text: message, isError: true }]);
      } finally {
        setPending(false);
      }
    },
    [pending, disconnected, user?.email, playResponse],
  );

  return {
    messages,
    pending,
    notice,
    dismissNotice: () => setNotice(null),
    connection,
    disconnected,
    /** The offline tutor is answering: it did the last answer, or the server is out of reach. */
    answeringOffline: offlineTutor && (answeredOffline || connection === 'disconnected'),
    audio,
    playResponse,
    ask,
    refs: { screen: screenRef, log: logRef, composer: composerRef },
  };
}

export type ChatState = ReturnType<typeof useChat>;
