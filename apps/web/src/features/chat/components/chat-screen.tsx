import {
  Banner,
  Button,
  ChatBubble,
  ChatComposer,
  ConnectionStatus,
  confidenceTone,
  Inline,
  Stack,
  SuggestionList,
  TypingIndicator,
} from '@vuga/ui';
import { useId } from 'react';
import { AddToReview } from '../../../components/add-to-review.tsx';
import { StackRegion } from '../../../components/stack-region.tsx';
import { kitLabels } from '../../../lib/kit-labels.ts';
import { offlineTutorContent } from '../../../lib/offline-tutor/offline-tutor-content.ts';
import { chatMessages, chatWords, learningTools, suggestions } from '../chat-content.ts';
import { type ChatState, type Message, nextPracticeQuestion, useChat } from '../hooks/use-chat.ts';
import { AnswerBlocks, isStructured } from './answer-blocks.tsx';
import * as styles from './chat.css.ts';
import { NativeWords } from './native-words.tsx';
import { PracticeCard } from './practice-card.tsx';

export function ChatScreen() {
  const {
    messages,
    pending,
    notice,
    dismissNotice,
    connection,
    disconnected,
    answeringOffline,
    audio,
    playResponse,
    ask,
    refs,
  } = useChat();
  const logLabel = useId();

  return (
    <div ref={refs.screen} className={styles.layout}>
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
        {answeringOffline && <Banner tone="info">{offlineTutorContent.answeringOffline}</Banner>}
        {notice && (
          <Banner tone="warning" onDismiss={dismissNotice} labels={kitLabels.banner}>
            {notice}
          </Banner>
        )}
        <div
          ref={refs.log}
          className={styles.log}
          role="log"
          aria-live="polite"
          aria-label={chatWords.conversation}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable with the keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
          tabIndex={0}
        >
          {messages.map((message) => (
            <ChatMessage key={message.id} message={message} audio={audio} onPlay={playResponse} onAsk={ask} />
          ))}
          {pending && <TypingIndicator labels={{ typing: chatWords.typing }} />}
        </div>
        <div ref={refs.composer}>
          <ChatComposer
            onSend={(text) => void ask(text)}
            isPending={pending}
            isDisconnected={disconnected}
            labels={{
              ...kitLabels.composer,
              message: chatWords.yourQuestion,
              placeholder: chatWords.placeholder,
            }}
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

/** One message of the conversation: its text, an answer's blocks, practice, recording and "Add to review". */
function ChatMessage({
  message,
  audio,
  onPlay,
  onAsk,
}: {
  message: Message;
  audio: ChatState['audio'];
  onPlay: ChatState['playResponse'];
  onAsk: ChatState['ask'];
}) {
  const response = message.response;
  return (
    <ChatBubble
      author={message.author}
      labels={{ ...kitLabels.bubble, learner: chatWords.youSaid, tutor: chatWords.tutorSaid }}
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
                  onNext={() => void onAsk(nextPracticeQuestion(response.category))}
                />
              </>
            ),
          }
        : response && isStructured(response)
          ? { body: <AnswerBlocks id={message.id} blocks={response.blocks} audio={audio} /> }
          : {})}
      data-error={message.isError || undefined}
      {...(response?.word ? { highlight: response.word, highlightLang: 'rw' } : {})}
      {...(response?.enhanced_pronunciation ? { pronunciation: response.enhanced_pronunciation } : {})}
      {...(response ? { confidence: response.confidence } : {})}
      {...(response?.audio_url
        ? {
            audio: {
              state: audio.stateOf(message.id),
              onPlay: () => void onPlay(message.id, response),
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
}
