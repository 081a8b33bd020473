import type { ChatResponse } from '@vuga/api-client';
import { audioUrl } from '@vuga/api-client';
import {
  Banner,
  Button,
  ChatBubble,
  ChatComposer,
  type ConnectionState,
  ConnectionStatus,
  confidenceTone,
  Inline,
  Stack,
  SuggestionList,
  TypingIndicator,
} from '@vuga/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { AddToReview } from '../../../components/add-to-review.tsx';
import { StackRegion } from '../../../components/stack-region.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { useAudioPlayer } from '../../../lib/audio-player.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { kitLabels } from '../../../lib/kit-labels.ts';
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
import { chatMessages, chatWords, inputFocusDelayMs, learningTools, suggestions } from '../chat-content.ts';
import { chatErrorMessage } from '../chat-errors.ts';
import { AnswerBlocks, isStructured } from './answer-blocks.tsx';
import * as styles from './chat.css.ts';
import { NativeWords } from './native-words.tsx';
import { PracticeCard } from './practice-card.tsx';

interface Message {
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

export function ChatScreen() {
  const { user } = useAuth();
  const health = useHealth();
  const [messages, setMessages] = useState<Message[]>(() => [greeting()]);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const audio = useAudioPlayer();
  const logRef = useRef<HTMLDivElement>(null);
  const composerRef = useRef<HTMLDivElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  const logLabel = useId();

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

  return (
    <div ref={screenRef} className={styles.layout}>
      <StackRegion as="section" space="md" className={styles.conversation} aria-labelledby={logLabel}>
        <Inline space="sm" align="between">
          <h1 id={logLabel} className={styles.title}>
            {chatWords.title}
          </h1>
          <ConnectionStatus state={connection} />
        </Inline>
        {disconnected && (
          <Banner tone="critical" title={chatWords.disconnectedTitle}>
            {chatMessages.disconnected} {offlineTutorContent.offlineHint}
          </Banner>
        )}
        {offlineTutor && (answeredOffline || connection === 'disconnected') && (
          <Banner tone="info">{offlineTutorContent.answeringOffline}</Banner>
        )}
        {notice && (
          <Banner tone="warning" onDismiss={() => setNotice(null)}>
            {notice}
          </Banner>
        )}
        <div
          ref={logRef}
          className={styles.log}
          role="log"
          aria-live="polite"
          aria-label={chatWords.conversation}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable with the keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
          tabIndex={0}
        >
          {messages.map((message) => {
            const response = message.response;
            return (
              <ChatBubble
                key={message.id}
                author={message.author}
                authorLabel={message.author === 'learner' ? chatWords.youSaid : chatWords.tutorSaid}
                text={message.text}
                {...(response?.practice
                  ? {
                      body: (
                        <>
                          <AnswerBlocks id={message.id} blocks={response.blocks} audio={audio} />
                          <PracticeCard
                            id={message.id}
                            practice={response.practice}
                            audio={audio}
                            onNext={() =>
                              void ask(
                                response.category === 'mixed'
                                  ? 'Quiz me'
                                  : `Quiz me on ${response.category.replace(/-/g, ' ')}`,
                              )
                            }
                          />
                        </>
                      ),
                    }
                  : response && isStructured(response)
                    ? { body: <AnswerBlocks id={message.id} blocks={response.blocks} audio={audio} /> }
                    : {})}
                data-error={message.isError || undefined}
                {...(response?.word ? { highlight: response.word, highlightLang: 'rw' } : {})}
                {...(response?.enhanced_pronunciation
                  ? { pronunciation: response.enhanced_pronunciation }
                  : {})}
                {...(response ? { confidence: response.confidence } : {})}
                {...(response?.audio_url
                  ? {
                      audio: {
                        state: audio.stateOf(message.id),
                        onPlay: () => void playResponse(message.id, response),
                        onStop: audio.stop,
                        labels: { ...kitLabels.audio, idle: chatWords.play(response.word) },
                      },
                    }
                  : {})}
                footer={
                  response && !message.isError ? (
                    <>
                      {response.source === 'common_voice' && response.audio_url && (
                        <span className={styles.source}>{chatWords.communityRecording}</span>
                      )}
                      {/* Offline, a word outside the course audio kept on this device has no recording. */}
                      {message.offline && response.word && !response.audio_url && (
                        <span className={styles.source}>{offlineTutorContent.audioNeedsNetwork}</span>
                      )}
                      {/* Offered only for what the API will add, and never for a guess. */}
                      {response.review_text && confidenceTone(response.confidence) !== 'warning' && (
                        <AddToReview text={response.review_text} shown={response.word} />
                      )}
                    </>
                  ) : undefined
                }
              />
            );
          })}
          {pending && <TypingIndicator label={chatWords.typing} />}
        </div>
        <div ref={composerRef}>
          <ChatComposer
            onSend={(text) => void ask(text)}
            isPending={pending}
            isDisconnected={disconnected}
            label={chatWords.yourQuestion}
            placeholder={chatWords.placeholder}
          />
        </div>
      </StackRegion>

      <Stack as="aside" space="md" aria-label={chatWords.learningHelp}>
        <section aria-labelledby="tools-heading" className={styles.panel}>
          <h2 id="tools-heading" className={styles.panelTitle}>
            {chatWords.learningTools}
          </h2>
          <Stack as="ul" space="sm">
            {learningTools.map((tool) => (
              <li key={tool.id}>
                <Button
                  variant="secondary"
                  size="sm"
                  isFullWidth
                  disabled={pending || disconnected}
                  onClick={() => void ask(tool.prompt)}
                  aria-describedby={`tool-${tool.id}`}
                >
                  {chatWords.tools[tool.id].label}
                </Button>
                <span id={`tool-${tool.id}`} className={styles.toolHint}>
                  {chatWords.tools[tool.id].description}
                </span>
              </li>
            ))}
          </Stack>
        </section>
        <NativeWords
          disabled={pending || disconnected}
          onPick={(word) => void ask(word, { pronunciation: true })}
        />
        <SuggestionList
          title={chatWords.tryAsking}
          headingLevel={2}
          suggestions={suggestions}
          disabled={pending || disconnected}
          onSelect={(suggestion) => void ask(suggestion)}
        />
      </Stack>
    </div>
  );
}
